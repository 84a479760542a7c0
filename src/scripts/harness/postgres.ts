import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import getPort from 'get-port'

/** The folder holding initdb/pg_ctl: on PATH, else the newest Debian cluster binaries. */
export function findPostgresBin(): string | undefined {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..')
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = join(base, version, 'bin')
    if (existsSync(join(bin, 'initdb'))) return bin
  }
  return undefined
}

/** A throwaway PostgreSQL cluster on a free loopback port. */
export interface TempPostgres {
  /** Connection URL of the maintenance database (create one database per test file from it). */
  url: string
  stop(): void
}

/**
 * initdb + pg_ctl into a temp dir. PostgreSQL refuses to run as root, so as root the cluster
 * runs as the `postgres` user (Debian's package creates it) or `nobody`.
 */
export async function startPostgres(bin: string): Promise<TempPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'skrinka-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await getPort()
  const isRoot = process.getuid?.() === 0
  const user = isRoot ? (spawnSync('id', ['postgres']).status === 0 ? 'postgres' : 'nobody') : undefined
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = user ? ['runuser', ['-u', user, '--', join(bin, cmd), ...args]] : [join(bin, cmd), args]
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir })
  }
  run('initdb', ['-D', data, '-U', 'skrinka', '--auth=trust', '-E', 'UTF8', '--locale=C'])
  // fsync off: a test cluster trades durability for speed; the shop's own durability is SQLite's FULL sync.
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-F -p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ])
  return {
    url: `postgres://skrinka@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
