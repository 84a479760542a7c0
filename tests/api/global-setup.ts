import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { findPostgresBin, startPostgres } from '#scripts/harness/postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the test cluster, or '' when the suite runs on SQLite. */
    pgAdminUrl: string
  }
}

/**
 * The API suite runs against the built server (dist/server). With TEST_DB=postgres it first starts
 * a real PostgreSQL cluster for the whole run.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/index.js')) throw new Error('No server build: run `npm run build` before the API tests.')
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('pgAdminUrl', '')
    return
  }
  const bin = findPostgresBin()
  if (!bin)
    throw new Error('TEST_DB=postgres but no PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql')
  const pg = await startPostgres(bin)
  project.provide('pgAdminUrl', pg.url)
  return () => pg.stop()
}
