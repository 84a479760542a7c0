/**
 * The first load's rules (src/boot/README.md), each held here where it is about a helper; the rules about the
 * built output are held by tests/api/first-load.test.ts and tests/e2e/hydration.spec.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterHydration, nextTask, painted } from '#boot/tasks.ts'
import { HYDRATION_CHUNKS, preloadHydrationChunks } from '#boot/hydrationChunks.ts'
import { dehydrateWithEnv, hydrateInTasks } from '#boot/routerPatches.ts'
import { withAddress, withHydrationChunks } from '#boot/html.ts'
import type { ClientEnv } from '#app/routerContext.ts'

/** Counts the macrotasks that run from now on: what a step ran in is the count when it ran. */
function taskClock() {
  let task = 0
  let ticking = true
  const tick = () => {
    task += 1
    if (ticking) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  return {
    now: () => task,
    stop: () => {
      ticking = false
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('the task helpers', () => {
  it('afterHydration runs its work in a task of its own, never in the caller’s task or its microtasks', async () => {
    const clock = taskClock()
    const ran: number[] = []
    afterHydration(() => ran.push(clock.now()))
    await Promise.resolve()
    expect(ran).toEqual([])
    await nextTask()
    await nextTask()
    clock.stop()
    expect(ran).toHaveLength(1)
    expect(ran[0]).toBeGreaterThanOrEqual(0)
  })

  it('afterHydration returns what cancels it (an effect’s cleanup)', async () => {
    const run = vi.fn()
    const cancel = afterHydration(run)
    cancel()
    await nextTask()
    await nextTask()
    expect(run).not.toHaveBeenCalled()
  })

  it('nextTask resolves in a later task', async () => {
    const clock = taskClock()
    const before = clock.now()
    await nextTask()
    await nextTask()
    const after = clock.now()
    clock.stop()
    expect(after).toBeGreaterThan(before)
  })

  it('painted waits for a frame and a task after it; a hidden tab waits for none', async () => {
    const log: string[] = []
    let frame: (() => void) | undefined
    vi.stubGlobal('document', { visibilityState: 'visible' })
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => {
      log.push('frame asked')
      frame = run
    })
    const done = painted().then(() => log.push('painted'))
    await nextTask()
    expect(log).toEqual(['frame asked'])
    frame!()
    await done
    expect(log).toEqual(['frame asked', 'painted'])

    vi.stubGlobal('document', { visibilityState: 'hidden' })
    log.length = 0
    await painted()
    expect(log).toEqual([])
  })

  it('painted gives up on the frame after half a second (a tab that paints nothing yet)', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('document', { visibilityState: 'visible' })
      vi.stubGlobal('requestAnimationFrame', () => {})
      let done = false
      void painted().then(() => (done = true))
      await vi.advanceTimersByTimeAsync(499)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the hydration chunks', () => {
  /** A document whose head logs each link with the task it was added in; each link loads at once. */
  function fakeDocument(content: string | undefined, supports = true) {
    const clock = taskClock()
    const added: { href: string; nonce: string; task: number }[] = []
    vi.stubGlobal('document', {
      querySelector: (selector: string) => {
        if (selector === `meta[name="${HYDRATION_CHUNKS}"]`)
          return content === undefined ? null : { getAttribute: () => content }
        if (selector === 'meta[property="csp-nonce"]') return { getAttribute: () => 'n0nce' }
        return null
      },
      createElement: () => ({ relList: { supports: () => supports } }),
      head: {
        append: (link: { href: string; nonce: string; onload?: () => void }) => {
          added.push({ href: link.href, nonce: link.nonce, task: clock.now() })
          setTimeout(() => link.onload?.(), 0)
        },
      },
    })
    return { added, clock }
  }

  it('module-preloads the named chunks in order, three links a task, each with the page’s nonce, and resolves once all have loaded', async () => {
    const files = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', '/g.js']
    const { added, clock } = fakeDocument(files.join(' '))
    await preloadHydrationChunks()
    clock.stop()
    expect(added.map((link) => link.href)).toEqual(files)
    const tasks = [...new Set(added.map((link) => link.task))]
    expect(tasks).toHaveLength(3)
    for (const task of tasks) expect(added.filter((link) => link.task === task).length).toBeLessThanOrEqual(3)
    expect(new Set(added.map((link) => link.nonce))).toEqual(new Set(['n0nce']))
  })

  it('adds nothing without the meta tag', async () => {
    const { added, clock } = fakeDocument(undefined)
    await preloadHydrationChunks()
    clock.stop()
    expect(added).toEqual([])
  })

  it('the server names them in the head, once each, for the entry to read', () => {
    const html = '<html><head><title>t</title></head><body></body></html>'
    expect(withHydrationChunks(html, [])).toBe(html)
    expect(withHydrationChunks(html, ['/a.js', '/b.js', '/a.js'])).toBe(
      `<html><head><title>t</title><meta name="${HYDRATION_CHUNKS}" content="/a.js /b.js"/></head><body></body></html>`,
    )
  })
})

describe('the rewritten address', () => {
  it('is the page’s first script, with the page’s nonce, and cannot end the script early', () => {
    const html = '<html><head><title>t</title></head></html>'
    const out = withAddress(html, '/detail/L1D?x=</script><b>', 'abc')
    expect(out.startsWith('<html><head><script nonce="abc">history.replaceState(history.state,"",')).toBe(true)
    expect(out).toContain('"/detail/L1D?x=\\u003c/script>\\u003cb>"+location.hash)</script><title>')
    expect(withAddress(html, '/chodby', undefined)).toContain('<head><script>history.replaceState(')
  })
})

describe('the router’s (de)hydration patches', () => {
  const env = (siteUrl: string): ClientEnv => ({ siteUrl, modelHosts: [], assets: { css: [], preload: [] } })

  it('the server’s dehydrated state carries the env beside the queries', async () => {
    const router = { options: { dehydrate: async () => ({ queries: 1 }) }, routesById: {} }
    dehydrateWithEnv(router, env('https://skrinka.sk'))
    expect(await router.options.dehydrate()).toEqual({ queries: 1, env: env('https://skrinka.sk') })
  })

  it('hydration takes the env, then the queries, then evaluates the page’s route components, and yields a task before the router goes on', async () => {
    const log: string[] = []
    const component = (id: string) => ({ preload: async () => void log.push(`component ${id}`) })
    const router = {
      options: {
        hydrate: async (dehydrated: { env?: ClientEnv }) =>
          void log.push(`queries (env ${dehydrated.env ? 'in' : 'missing'})`),
      },
      routesById: { __root__: { options: {} }, '/detail/$id': { options: { component: component('detail') } } },
    }
    const clientEnv = env('http://localhost')
    hydrateInTasks(router, clientEnv, [{ routeId: '__root__' }, { routeId: '/detail/$id' }], () =>
      log.push(`served (env ${clientEnv.siteUrl})`),
    )
    const clock = taskClock()
    const hydrating = router.options.hydrate({ env: env('https://skrinka.sk') })
    const started = clock.now()
    await hydrating
    const ended = clock.now()
    clock.stop()
    expect(log).toEqual(['queries (env in)', 'served (env https://skrinka.sk)', 'component detail'])
    expect(ended).toBeGreaterThan(started)
  })
})

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.(gen|test)\.tsx?$/.test(name) ? [path] : []
  })
}

describe('a feature knows one helper of the first load', () => {
  // The entry layer itself, the server, and scripts (Node) schedule as they need.
  const outside = (path: string) => !/^src[\\/](boot|server|scripts)[\\/]/.test(path)
  const files = [...sources('src'), ...sources('machines')].filter(outside)

  it('yields a task only through afterHydration: no zero-delay setTimeout outside src/boot', () => {
    const found: string[] = []
    for (const path of files) {
      const text = readFileSync(path, 'utf8')
      if (!text.includes('setTimeout')) continue
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          /(^|\.)setTimeout$/.test(node.expression.getText(source)) &&
          (node.arguments.length < 2 || node.arguments[1]!.getText(source) === '0')
        )
          found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`)
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
    expect(found).toEqual([])
  })

  it('imports of src/boot from outside it: afterHydration for features, the WebGL probe and the warm-up for the viewer, the HTML and patches for the server’s render', () => {
    const allowed: Record<string, RegExp> = {
      'tasks.ts': /^\{ afterHydration \}$/,
      'warmUp.ts': /^\{ (makeRenderer, )?warmUp \}$/,
      'webgl.ts': /^\{ webglProbe \}$/,
      'html.ts': /./,
      'routerPatches.ts': /./,
    }
    const wrong: string[] = []
    for (const path of files)
      for (const [, names, module] of readFileSync(path, 'utf8').matchAll(/import (.+) from '#boot\/([\w.]+)'/g))
        if (
          !allowed[module!]?.test(names!) ||
          ((module === 'html.ts' || module === 'routerPatches.ts') && !path.endsWith('entry-server.tsx'))
        )
          wrong.push(`${path}: ${names} from ${module}`)
    expect(wrong).toEqual([])
    // The helper is used: the features that hand-rolled it (hydration values, the address rewrite, the configurator).
    expect(
      files.filter((path) => readFileSync(path, 'utf8').includes("from '#boot/tasks.ts'")).length,
    ).toBeGreaterThanOrEqual(3)
  })
})

describe('the app’s evaluation order', () => {
  it('hydrate.tsx imports the shop’s rules first, and they end in a task boundary (rule 3)', () => {
    const app = readFileSync('src/boot/hydrate.tsx', 'utf8')
    expect(/^import .+$/m.exec(app)?.[0]).toBe("import './rulesFirst'")
    const rules = readFileSync('src/boot/rulesFirst.ts', 'utf8').trim()
    expect(rules.endsWith('await nextTask()')).toBe(true)
  })
})
