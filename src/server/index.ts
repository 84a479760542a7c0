/**
 * `npm start` runs this file from dist/server after the build. React reads NODE_ENV when it is
 * first loaded, so production mode is set before anything imports it.
 */
process.env.NODE_ENV ??= 'production'
await import('./main')
export {}
