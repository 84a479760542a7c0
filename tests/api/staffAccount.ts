import { spawnSync } from 'node:child_process'
import { expect } from 'vitest'
import { API } from '../../src/domain/api'
import type { TestServer } from './server'

export const STAFF_PASSWORD = 'heslo-pre-testy-1'

/** Creates (or updates) a staff account through `npm run staff:add`'s script, on the test server's database. */
export function addStaffAccount(server: TestServer, email: string, name: string, role: 'owner' | 'staff'): string {
  const result = spawnSync(
    'node_modules/.bin/tsx',
    ['src/scripts/staffAdd.ts', '--email', email, '--name', name, '--role', role, '--password', STAFF_PASSWORD],
    {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: server.dataDir,
        ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
      },
      encoding: 'utf8',
    },
  )
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
}

/** Signs in and answers the Cookie header that carries the session. */
export async function staffSession(server: TestServer, email: string): Promise<{ cookie: string }> {
  const response = await fetch(`${server.url}${API.staffSignIn.path}`, {
    method: API.staffSignIn.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  })
  expect(response.status).toBe(200)
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]! }
}
