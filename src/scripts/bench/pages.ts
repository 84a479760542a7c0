/**
 * The page part of `npm run bench`: Lighthouse (mobile and desktop, median of N runs) and the main-thread
 * tasks of load and hydration with real CPU, for the pages a newcomer lands on. Every figure is printed
 * beside the machine's state (Lighthouse's benchmarkIndex, /proc/loadavg), since two shared cores move it a lot.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from '../harness/chromium'

/** The pages the first-load goals hold for (issue 16). */
export const BENCH_PAGES = ['/', '/detail/L1D', '/predaj/skrinky-na-mieru', '/chodby', '/cz/detail/L1D', '/cart']

/** A task of this length or more blocks input (the long-task threshold). */
const LONG_TASK_MS = 50

/** The machine's 1, 5 and 15 minute load averages; '?' off Linux. */
export function loadavg(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  } catch {
    return '?'
  }
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

interface LighthouseRun {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  benchmarkIndex: number
  lcpElement: string
  renderDelay: number | undefined
  /** The elements the `layout-shifts` audit names, with their scores: which one moved when CLS is not 0. */
  shifts: string[]
  mainThread: number
  finalUrl: string
}

interface LighthouseReport {
  categories: { performance: { score: number } }
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>
  environment: { benchmarkIndex: number }
  finalDisplayedUrl: string
}

/** The LCP element's label and its render delay, from the `largest-contentful-paint-element` audit's two tables. */
function lcpBreakdown(report: LighthouseReport) {
  const tables = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as Array<{
    items?: Array<{ node?: { selector?: string; nodeLabel?: string }; phase?: string; timing?: number }>
  }>
  const node = tables[0]?.items?.[0]?.node
  const delay = tables[1]?.items?.find((item) => item.phase === 'Render Delay')?.timing
  const label = node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : '?'
  return { label, delay }
}

/** Each shift of the `layout-shifts` audit: the element that moved most and the shift's score. */
function layoutShifts(report: LighthouseReport): string[] {
  const items = (report.audits['layout-shifts']?.details?.items ?? []) as Array<{
    node?: { selector?: string }
    score?: number
  }>
  return items.map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`)
}

/** One Lighthouse run (npx lighthouse@12.8.2, kept out of the lockfile); undefined with a message when it cannot run. */
function lighthouseOnce(url: string, preset: 'desktop' | 'mobile'): LighthouseRun | string {
  const out = join(tmpdir(), `skrinka-lh-${process.pid}.json`)
  const args = [
    '-y',
    'lighthouse@12.8.2',
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    // The browser's language as a Slovak (or, under /cz, Czech) visitor's: else the shop sends `/` on to `/cz`.
    `--extra-headers=${JSON.stringify({ 'Accept-Language': localeOf(url) })}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ]
  const run = spawnSync('npx', args, {
    env: { ...process.env, CHROME_PATH: resolveChromium() },
    encoding: 'utf8',
    timeout: 240_000,
  })
  if (run.status !== 0) return (run.stderr || run.error?.message || `exit ${run.status}`).slice(0, 200)
  const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport
  rmSync(out, { force: true })
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN
  const { label, delay } = lcpBreakdown(report)
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: report.environment.benchmarkIndex,
    lcpElement: label,
    renderDelay: delay,
    shifts: layoutShifts(report),
    mainThread: value('mainthread-work-breakdown'),
    finalUrl: report.finalDisplayedUrl,
  }
}

/** How many failed Lighthouse runs one page and mode may run again. */
const LIGHTHOUSE_RETRIES = 3

/** Median of `runs` Lighthouse runs, each metric on its own; prints one line. */
function lighthouse(url: string, preset: 'desktop' | 'mobile', runs: number) {
  const results: LighthouseRun[] = []
  const before = loadavg()
  // Lighthouse now and then loses a trace's start (NO_NAVSTART: "Please run Lighthouse again"): such a
  // run is run again, so the median is still of `runs`; the line says how many were.
  let again = 0
  for (let i = 0; i < runs; i++) {
    let result = lighthouseOnce(url, preset)
    while (typeof result === 'string' && /NO_NAVSTART/.test(result) && again < LIGHTHOUSE_RETRIES) {
      again += 1
      result = lighthouseOnce(url, preset)
    }
    if (typeof result === 'string') {
      console.log(`    ${preset.padEnd(7)} lighthouse did not run: ${result}`)
      return
    }
    results.push(result)
  }
  const pick = (key: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'benchmarkIndex' | 'mainThread') =>
    median(results.map((r) => r[key]))
  const delays = results.map((r) => r.renderDelay).filter((d): d is number => d !== undefined)
  const elements = [...new Set(results.map((r) => r.lcpElement))]
  console.log(
    `    ${preset.padEnd(7)} score ${pick('score')} (${results.map((r) => r.score).join(', ')}), ` +
      `FCP ${ms(pick('fcp'))}, LCP ${ms(pick('lcp'))}, TBT ${ms(pick('tbt'))}, CLS ${pick('cls').toFixed(3)}, ` +
      `main thread ${ms(pick('mainThread'))}; benchmarkIndex ${Math.round(pick('benchmarkIndex'))}; ` +
      `loadavg ${before} → ${loadavg()}${again ? `; ${again} run${again > 1 ? 's' : ''} run again (NO_NAVSTART)` : ''}`,
  )
  console.log(
    `            LCP element ${elements.join(' | ')}${delays.length ? `, render delay ${ms(median(delays))}` : ''}` +
      (results[0]!.finalUrl !== url ? `; final ${new URL(results[0]!.finalUrl).pathname}…` : ''),
  )
  const shifts = [...new Set(results.flatMap((r) => r.shifts))]
  if (shifts.length) console.log(`            layout shifts (any run) ${shifts.join(' | ')}`)
}

/** The browser language of a visitor of this address (else the shop sends a Czech browser on to /cz). */
const localeOf = (url: string) => (new URL(url).pathname.startsWith('/cz') ? 'cs-CZ' : 'sk-SK')

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '?')

/**
 * Runs in the page before any of its scripts (an init script, a string so no bundler helper leaks in):
 * records every long task, the long animation frames with their scripts, paints and the hydration mark.
 */
const OBSERVE = `(() => {
  const seen = (window.__bench = { tasks: [], frames: [], hydrated: undefined, lcp: undefined })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask' })
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        seen.frames.push({
          start: e.startTime,
          duration: e.duration,
          scripts: e.scripts.map((s) => ({ url: s.sourceURL, fn: s.sourceFunctionName, invoker: s.invoker, duration: s.duration })),
        })
    }).observe({ type: 'long-animation-frame' })
  } catch {}
  new MutationObserver(() => {
    if (seen.hydrated === undefined && document.documentElement.dataset.hydrated === 'true') seen.hydrated = performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
})()`

/** How long a new browser window takes to start its own UI, idle otherwise (measured here: under 1 s). */
const WINDOW_START_MS = 1500

interface Seen {
  tasks: Array<{ start: number; duration: number }>
  frames: Array<{
    start: number
    duration: number
    scripts: Array<{ url: string; fn: string; invoker: string; duration: number }>
  }>
  hydrated: number | undefined
  fcp: number | undefined
  lcp: number | undefined
}

/** One visit with real CPU (no throttling, a fresh profile): long tasks until hydrated, the network idle and 1 s quiet. */
async function traceOnce(browser: Browser, url: string) {
  const context = await browser.newContext({ locale: localeOf(url) })
  try {
    const page = await context.newPage()
    // A new window starts its own hidden browser UI (Chromium 156's omnibox popup, a WebUI renderer: ~300 ms of
    // CPU). On two cores that preempted the page's main thread and doubled its tasks' wall time: let it finish.
    await page.waitForTimeout(WINDOW_START_MS)
    await page.addInitScript(OBSERVE)
    await page.goto(url, { waitUntil: 'load' })
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    const seen = (await page.evaluate(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return { ...window.__bench, fcp: paint && paint.startTime }
    })()`)) as Seen
    return { ...seen, finalUrl: page.url() }
  } finally {
    await context.close()
  }
}

/** The script that spent longest in the longest animation frame, as `file:function (invoker)`. */
function culprit(seen: Seen): string {
  const frame = [...seen.frames].sort((a, b) => b.duration - a.duration)[0]
  const script = frame && [...frame.scripts].sort((a, b) => b.duration - a.duration)[0]
  if (!script) return ''
  const file = script.url ? new URL(script.url).pathname.replace('/assets/', '') : '?'
  return `; longest frame's main script ${file}${script.fn ? `:${script.fn}` : ''} ${Math.round(script.duration)} ms (${script.invoker})`
}

/** Longest task and the blocking sum (each task's part over 50 ms) during load and hydration, median of `runs`. */
async function longTasks(browser: Browser, url: string, runs: number) {
  const visits: Array<Seen & { finalUrl: string }> = []
  const before = loadavg()
  for (let i = 0; i < runs; i++) visits.push(await traceOnce(browser, url))
  // Tasks that start before the hydration mark (the lazy 3D chunk usually arrives later: that is the rest).
  const untilHydrated = visits.map((v) =>
    Math.max(0, ...v.tasks.filter((t) => v.hydrated === undefined || t.start <= v.hydrated).map((t) => t.duration)),
  )
  const longest = visits.map((v) => Math.max(0, ...v.tasks.map((t) => t.duration)))
  const blocking = visits.map((v) => v.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0))
  const count = visits.map((v) => v.tasks.length)
  const mid = visits[longest.indexOf(median(longest))]!
  console.log(
    `    trace   longest task until hydrated ${ms(median(untilHydrated))} (${untilHydrated.map((l) => Math.round(l)).join(', ')}), ` +
      `in all ${ms(median(longest))} (${longest.map((l) => Math.round(l)).join(', ')}), ` +
      `sum over 50 ms ${ms(median(blocking))}, ${median(count)} tasks ≥ 50 ms; ` +
      `FCP ${ms(median(visits.map((v) => v.fcp ?? NaN)))}, LCP ${ms(median(visits.map((v) => v.lcp ?? NaN)))}, ` +
      `hydrated ${ms(median(visits.map((v) => v.hydrated ?? NaN)))}; loadavg ${before} → ${loadavg()}`,
  )
  const why = culprit(mid)
  if (why) console.log(`           ${why.slice(2)}`)
  return visits[0]!.finalUrl
}

/** The address the browser settles on (the configurator rewrites a short address to its full canonical one). */
async function finalAddress(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ locale: localeOf(url) })
  try {
    const page = await context.newPage()
    await page.goto(url)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    return page.url()
  } finally {
    await context.close()
  }
}

export interface PagesBenchOptions {
  /** Lighthouse runs per page and preset (the median is printed); also the number of traced visits. */
  runs: number
  /** Paths to measure; every one of BENCH_PAGES by default. */
  paths?: string[]
  /** Skip Lighthouse (trace only). */
  noLighthouse?: boolean
}

/** Measures each page at its final address and, when the browser rewrites it, at the short one too. */
export async function benchPages(base: string, { runs, paths = BENCH_PAGES, noLighthouse }: PagesBenchOptions) {
  console.log(
    `First load (production build; Lighthouse 12.8.2 median of ${runs}, simulated throttling; trace: real CPU, ` +
      `median of ${runs} visits until hydrated + network idle + 1 s)`,
  )
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS })
  try {
    for (const path of paths) {
      const short = base + path
      const final = await finalAddress(browser, short)
      const addresses = final === short ? [short] : [final, short]
      for (const url of addresses) {
        const label = url === short ? path : `${path} final ${url.slice(base.length)}`
        console.log(`  ${label}${url === short && final !== short ? ' (short, rewritten in the browser)' : ''}`)
        await longTasks(browser, url, runs)
        if (noLighthouse) continue
        for (const preset of ['mobile', 'desktop'] as const) lighthouse(url, preset, runs)
      }
    }
  } finally {
    await browser.close()
  }
}
