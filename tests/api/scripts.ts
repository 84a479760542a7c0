import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** What one of the operator scripts (npm run backup, restore, purge) printed and how it ended. */
export interface ScriptRun {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `tsx src/scripts/{name}.ts` as `npm run {name}` would, with only the given environment. */
export function runScript(name: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(join('node_modules', '.bin', 'tsx'), [`src/scripts/${name}.ts`, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
