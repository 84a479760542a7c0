/**
 * The door to the first load's libraries chunk (vite.config.ts, firstLoadGroups): the entry imports this module
 * after the first paint, which evaluates the router, the query cache, XState, valibot and Lingui in a task of
 * their own; the app's own modules (hydrate.tsx) follow in the next (issue 16). It exports nothing: the
 * module sits in that chunk, so importing it imports the chunk itself.
 */
export {}
