import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import getPort from 'get-port'
import pg from 'pg'
import { API } from '#domain/endpoints.ts'

/** A running production server with its own database, for one test file or one script run. */
export interface TestServer {
  url: string
  dataDir: string
  /** The PostgreSQL URL of this server's own database, or undefined on SQLite. */
  databaseUrl: string | undefined
  output: () => string
  stop(): Promise<void>
  /** Stops the process and starts it again on the same data. */
  restart(): Promise<void>
  /** Kills the process without warning (SIGKILL) and starts it again on the same data. */
  crash(): Promise<void>
  /** Kills the process without warning (SIGKILL) and leaves it stopped. */
  kill(): Promise<void>
  /** Sends SIGTERM and resolves with the exit code once the process has ended (it is not started again). */
  terminate(): Promise<number | null>
  /** True while the process runs (false after a death nobody asked for, too). */
  alive(): boolean
  /** The server process's id while it runs (its memory is read from /proc/{pid}/status). */
  pid(): number | undefined
}

/** Options of startBuiltServer: the data folder, a server to share a database with, the cluster to make one on. */
export interface BuiltServerOptions {
  dataDir?: string
  sameDatabaseAs?: TestServer
  /** Maintenance URL of a PostgreSQL cluster: the server gets a new database of its own there ('' or none: SQLite). */
  pgAdminUrl?: string
}

/** How long a start may take: on a shared 2-core machine at a load of 30, PostgreSQL's first start took 20 s and more. */
const START_TIMEOUT_MS = 60_000

/** Throws the message every runner of the built server gives when there is no build. */
export function requireServerBuild(): void {
  if (!existsSync('dist/server/index.js')) throw new Error('No server build: run `npm run build` first.')
}

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `skrinka_test_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Spawns `node dist/server/index.js` on a free port and waits until the health call answers; on a
 * given `dataDir` (kept by stop()) or a fresh one. With `sameDatabaseAs` it is a second server on another
 * server's database (and data folder), as behind a load balancer; that folder stays until its own server stops.
 */
export async function startBuiltServer(
  extraEnv: Record<string, string> = {},
  options: BuiltServerOptions = {},
): Promise<TestServer> {
  const shared = options.sameDatabaseAs
  const dataDir = options.dataDir ?? shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'skrinka-api-'))
  const adminUrl = options.pgAdminUrl
  const databaseUrl = shared ? shared.databaseUrl : adminUrl ? await createDatabase(adminUrl) : undefined
  const port = await getPort()
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  let log = ''
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // As in production, the shop's links name its address (a test passes SITE_URL: '' for the localhost default).
    SITE_URL: url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  }

  const launch = async () => {
    child = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    const deadline = Date.now() + START_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${log}`)
      try {
        if ((await fetch(`${url}${API.health.path}`)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // A server that never came up must not outlive the run that started it.
    child.kill('SIGKILL')
    throw new Error(`Server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log}`)
  }
  const halt = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill(signal)
    })

  await launch()
  return {
    url,
    dataDir,
    databaseUrl,
    output: () => log,
    alive: () => !!child && child.exitCode === null && child.signalCode === null,
    pid: () => child?.pid,
    async restart() {
      await halt()
      await launch()
    },
    async crash() {
      await halt('SIGKILL')
      await launch()
    },
    kill: () => halt('SIGKILL'),
    async terminate() {
      const ended = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)))
      child?.kill('SIGTERM')
      return ended
    },
    async stop() {
      await halt()
      if (!options.dataDir && !shared) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
