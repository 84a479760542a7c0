#!/usr/bin/env node
// `npm test`: every check in order, each timed; a failing stage fails the run, but the stages
// that do not depend on it still run so one push shows every problem. Ends with the line
// "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const reports = '.tmp/test-reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const bin = (name) => join('node_modules', '.bin', name)
const vitest = (project, report, env = {}) => ({
  cmd: bin('vitest'),
  args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  env,
  count: () => countVitest(report),
})

function findPostgres() {
  const which = spawnSync(
    'sh',
    ['-c', 'command -v initdb || ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | head -1'],
    { encoding: 'utf8' },
  )
  return which.stdout.trim() !== ''
}

const stages = [
  { name: 'format', cmd: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  // Dead code: unused files, exports and dependencies (knip.json says what the entries are).
  { name: 'dead code (knip)', cmd: bin('knip'), args: ['--no-progress'] },
  {
    name: 'i18n catalogs',
    cmd: 'sh',
    args: ['-c', `${bin('lingui')} extract --clean && ${bin('lingui')} compile --strict`],
  },
  { name: 'unit', ...vitest('unit', `${reports}/unit.json`) },
  { name: 'stories (vitest)', ...vitest('stories', `${reports}/stories.json`) },
  { name: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'api (SQLite)', needs: 'build', ...vitest('api', `${reports}/api-sqlite.json`, { TEST_DB: 'sqlite' }) },
  {
    name: 'api (PostgreSQL)',
    needs: 'build',
    skip: findPostgres()
      ? undefined
      : 'no PostgreSQL server binaries (initdb, pg_ctl); install with `apt-get install postgresql`',
    ...vitest('api', `${reports}/api-postgres.json`, { TEST_DB: 'postgres' }),
  },
  {
    name: 'e2e (Chromium)',
    needs: 'build',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    count: () => countPlaywright(`${reports}/e2e.json`),
  },
  {
    name: 'storybook build',
    cmd: bin('storybook'),
    args: ['build', '-o', 'dist/storybook', '--quiet'],
    env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
  },
  {
    name: 'storybook (Chromium)',
    needs: 'storybook build',
    cmd: bin('playwright'),
    args: ['test', '-c', 'tests/storybook/playwright.config.ts'],
    // Absolute: the reporter resolves a relative name against the config's folder.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(process.cwd(), reports, 'storybook.json') },
    count: () => countPlaywright(`${reports}/storybook.json`),
  },
]

function countVitest(file) {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => ({
        title: `${file.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}`,
        error: a.failureMessages?.[0],
      })),
  )
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return undefined
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
  const failures = []
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue
        const error = t.results.find((r) => r.error)?.error
        failures.push({ title: [...here, spec.title].join(' › '), error: error?.message ?? error?.value })
      }
    }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of suites ?? []) walk(suite, [])
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures }
}

const results = []
const failedStages = new Set()
const started = Date.now()
for (const stage of stages) {
  if (stage.skip) {
    console.log(`\n${'!'.repeat(72)}\n!!! SKIPPED: ${stage.name}: ${stage.skip}\n${'!'.repeat(72)}\n`)
    results.push({ name: stage.name, status: 'SKIPPED', seconds: 0 })
    continue
  }
  if (stage.needs && failedStages.has(stage.needs)) {
    results.push({ name: stage.name, status: `not run (${stage.needs} failed)`, seconds: 0 })
    failedStages.add(stage.name)
    continue
  }
  console.log(`\n=== ${stage.name} ===`)
  const t0 = Date.now()
  const run = spawnSync(stage.cmd, stage.args, { stdio: 'inherit', env: { ...process.env, ...stage.env } })
  const seconds = (Date.now() - t0) / 1000
  const ok = run.status === 0
  if (!ok) failedStages.add(stage.name)
  results.push({
    name: stage.name,
    status: ok ? 'ok' : `FAILED (exit ${run.status ?? run.signal})`,
    seconds,
    counts: stage.count?.(),
  })
}

let passed = 0
let failed = 0
let skipped = 0
console.log('\n=== summary ===')
for (const r of results) {
  const counts = r.counts
    ? ` ${r.counts.passed} passed, ${r.counts.failed} failed${r.counts.skipped ? `, ${r.counts.skipped} skipped` : ''}`
    : ''
  console.log(`${r.name.padEnd(20)} ${r.status.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`)
  if (r.counts) {
    passed += r.counts.passed
    failed += r.counts.failed
    skipped += r.counts.skipped
  }
  // A failed stage without tests (typecheck, lint, build…) counts as one failure.
  if (r.status.startsWith('FAILED') && !r.counts?.failed) failed += 1
}
// CI keeps only the output's tail: the failing tests are named here, after the stages' own logs.
const failures = results.flatMap((r) => (r.counts?.failures ?? []).map((f) => ({ stage: r.name, ...f })))
if (failures.length > 0) {
  console.log('\n=== failing tests ===')
  for (const f of failures.slice(0, 20)) {
    // The reporters colour their messages.
    const error = stripVTControlCharacters(f.error ?? '')
      .split('\n')
      .slice(0, 6)
      .join('\n    ')
    console.log(`${f.stage}: ${f.title}\n    ${error}`)
  }
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedStages.size === 0 && failed === 0 ? 0 : 1)
