import { spawn } from 'node:child_process'
import { inject } from 'vitest'
import { startBuiltServer, type TestServer } from '#scripts/harness/builtServer.ts'

export type { TestServer } from '#scripts/harness/builtServer.ts'

export const dbKind = (): 'sqlite' | 'postgres' => (inject('pgAdminUrl') ? 'postgres' : 'sqlite')

/** startBuiltServer on this run's database: SQLite, or a new database in the suite's PostgreSQL cluster. */
export function startServer(
  extraEnv: Record<string, string> = {},
  options: { dataDir?: string; sameDatabaseAs?: TestServer } = {},
): Promise<TestServer> {
  return startBuiltServer(extraEnv, { ...options, pgAdminUrl: inject('pgAdminUrl') })
}

/** Runs the server with a bad environment and returns its exit code, its output and its stderr alone. */
export function runServerExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/server/index.js'], {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output, stderr })
    })
  })
}
