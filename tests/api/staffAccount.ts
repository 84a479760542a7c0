import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect } from 'vitest'
import { API } from '#domain/endpoints.ts'
import type { TestServer } from './server'

export const STAFF_PASSWORD = 'heslo-pre-testy-1'

const run = promisify(execFile)

/**
 * Creates (or updates) a staff account through `npm run staff:add`'s script, on the test server's database.
 * Not spawnSync: a blocked test process leaves its kept-alive sockets unread, and its next request then meets a
 * connection the server closed meanwhile ("other side closed").
 */
export async function addStaffAccount(
  server: TestServer,
  email: string,
  name: string,
  role: 'owner' | 'staff' | 'workshop',
  password = STAFF_PASSWORD,
): Promise<string> {
  try {
    const { stdout } = await run(
      'node_modules/.bin/tsx',
      ['src/scripts/staffAdd.ts', '--email', email, '--name', name, '--role', role, '--password', password],
      {
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: server.dataDir,
          ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
        },
        encoding: 'utf8',
      },
    )
    return stdout
  } catch (error) {
    throw new Error(`staff:add failed: ${(error as { stderr?: string }).stderr ?? String(error)}`, { cause: error })
  }
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
