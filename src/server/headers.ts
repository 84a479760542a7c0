/** A hashed file (a build chunk, a stored model) never changes content: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
