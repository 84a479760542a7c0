/**
 * The gallery's first design, whose picture is the gallery page's share image. A module of its own: the page's
 * head is in every page's first load, the gallery's designs (./gallery.ts) only in the gallery's (issue 16).
 */
export const GALLERY_COVER_ID = 'tv-zostava'
