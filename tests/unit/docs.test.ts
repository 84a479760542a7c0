import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EnvSchema } from '#server/env.ts'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/** The backticked names of a page's section, with a leading `npm run ` or `npm ` taken off. */
function namesIn(markdown: string, heading: string): Set<string> {
  const start = markdown.indexOf(`\n## ${heading}\n`)
  const end = markdown.indexOf('\n## ', start + 1)
  const section = markdown.slice(start, end === -1 ? undefined : end)
  return new Set([...section.matchAll(/`([^`]+)`/g)].map(([, name]) => name!.replace(/^npm (run )?/, '')))
}

describe('the front door follows the code', () => {
  it('README.md stays a front door: at most 150 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150)
  })
  it('docs/operations.md lists every variable the server reads (src/server/env.ts)', () => {
    const documented = namesIn(read('docs/operations.md'), 'Configuration')
    expect(Object.keys(EnvSchema.entries).filter((name) => !documented.has(name))).toEqual([])
  })
  it('docs/operations.md lists every npm script (package.json)', () => {
    const documented = namesIn(read('docs/operations.md'), 'Scripts')
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: object }).scripts)
    expect(scripts.filter((name) => !documented.has(name))).toEqual([])
  })
})
