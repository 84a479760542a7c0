import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type { CodeSplittingNameFunction, OutputChunk } from 'rolldown'

/** The chunks every page loads before it runs any other (firstLoadGroups), named once for the build's rules. */
const FIRST_LOAD_GROUPS = ['boot', 'libraries', 'app'] as const
/** The first load's modules (src/boot/README.md): the entry, the libraries' door and the app it imports after the paint. */
const FIRST_LOAD_MODULES = {
  entry: 'src/boot/entry-client.tsx',
  libraries: 'src/boot/libraries.ts',
  app: 'src/boot/hydrate.tsx',
} as const

/**
 * builds/latest.json (docs/product.md#updates; polled by the pages) and builds/meta/{buildId}.json (route rules):
 * the id is a hash of every emitted file name, so any change of code makes a new one.
 */
function buildManifest(): Plugin {
  return {
    name: 'skrinka-builds',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment?.config.build.ssr) return
      const id = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12)
      const timestamp = Date.now()
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id, timestamp }) })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify({ id, timestamp, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] }),
      })
    },
  }
}

/**
 * three's shader sources, trimmed for the client: indentation, whole-line comments and blank lines
 * go (line breaks stay, for the preprocessor). About 9 KB gzip of the viewer chunk (decision 0018).
 */
function trimShaders(): Plugin {
  return {
    name: 'skrinka-trim-shaders',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]three[\\/]src[\\/]renderers[\\/]shaders[\\/].*\.glsl\.js$/.test(id)) return null
      const lines = code.split('\n').map((line) => line.trim())
      return { code: lines.filter((line) => line && !line.startsWith('//')).join('\n'), map: null }
    },
  }
}

/**
 * Each built script and stylesheet is also written brotli- and gzip-compressed (`.br`, `.gz`) at the highest
 * levels, once, and the server sends those as they are (decision 0019): no compression per request while a
 * page loads, and brotli's files are ~13 % smaller than the gzip made per request was.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress)
  const gzipped = promisify(gzip)
  return {
    name: 'skrinka-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client'
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const source = await readFile(path)
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzipped(source, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}

/**
 * The first load's big chunks (the libraries, the shop's modules, React DOM's client) start with V8's explicit
 * compile hint: their functions nearly all run while the page hydrates, and compiled lazily each was compiled on
 * the main thread when first called, inside hydration's tasks. With the hint V8 compiles them all on a background
 * thread while the chunk downloads (Chrome 136+; other browsers read a comment). Issue 16, decision 0019.
 */
function compileHints(): Plugin {
  const FIRST_LOAD = new Set(['libraries', 'app'])
  // The door module (src/boot/libraries.ts) is a chunk of its own named like its group: a hint there is wasted.
  // three.js's chunk too: its module is evaluated in a task of its own once the 3D view is wanted (issue 39).
  const hinted = (chunk: OutputChunk) =>
    (FIRST_LOAD.has(chunk.name) && chunk.moduleIds.length > 1) ||
    chunk.moduleIds.some((id) => /[\\/]three[\\/]src[\\/]renderers[\\/]WebGLRenderer\.js$/.test(id)) ||
    chunk.moduleIds.some((id) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id))
  return {
    name: 'skrinka-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which puts the preload helper's file list at the top: the hint must be first.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (this.environment?.config.build.ssr) return
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && hinted(chunk)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
      },
    },
  }
}

/**
 * What every page runs before it hydrates (all that src/boot/hydrate.tsx imports statically) goes into two chunks
 * instead of the ~60 shared chunks the default splitting made of it. Over HTTP/1.1 a browser fetches six at a
 * time, so those 60 requests held back the page's CSS and first paint (decision 0019). Route components, the 3D
 * viewer and the catalogs keep their own chunks. The entry and what it imports itself stay out, and so does
 * hydrate.tsx's own code: the entry imports the app after the first paint, and a chunk holding either would run
 * the whole app before it (as it did: hydrate.tsx's code sat in the app chunk, which the entry imported for its
 * stored values).
 * The two chunks: the libraries (src/boot/libraries.ts is their door), then the shop's own modules. The entry
 * evaluates them in two tasks: one chunk was one task of ~20 ms, four times longer on a phone.
 */
function firstLoadGroups() {
  const app = fileURLToPath(new URL(`./${FIRST_LOAD_MODULES.app}`, import.meta.url))
  const libraries = fileURLToPath(new URL(`./${FIRST_LOAD_MODULES.libraries}`, import.meta.url))
  const entry = fileURLToPath(new URL(`./${FIRST_LOAD_MODULES.entry}`, import.meta.url))
  type Sets = Record<(typeof FIRST_LOAD_GROUPS)[number], Set<string>>
  let sets: Sets | undefined
  const setsOf = (context: Parameters<CodeSplittingNameFunction>[1]) => {
    if (!sets) {
      const closure = (module: string, into = new Set<string>()) => {
        if (into.has(module)) return into
        into.add(module)
        context.getModuleInfo(module)?.importedIds.forEach((next) => closure(next, into))
        return into
      }
      const boot = closure(entry)
      boot.delete(entry)
      const firstLoad = [...closure(app), ...closure(libraries)].filter((module) => module !== app && !boot.has(module))
      const isLibrary = (module: string) => module === libraries || /[\\/]node_modules[\\/]/.test(module)
      sets = {
        boot,
        libraries: new Set(firstLoad.filter(isLibrary)),
        app: new Set(firstLoad.filter((module) => !isLibrary(module))),
      }
    }
    return sets
  }
  const group =
    (name: keyof Sets): CodeSplittingNameFunction =>
    (id, context) =>
      setsOf(context)[name].has(id) ? name : null
  // What the entry shares with the app (the preload helper, stored values) is a small chunk of its own, taken
  // first: the app's group would otherwise pull it in as a dependency.
  return [
    { name: group('boot'), debugName: 'before the first paint', priority: 3 },
    { name: group('libraries'), debugName: 'first load: libraries', priority: 2 },
    { name: group('app'), debugName: 'first load: the shop', priority: 1 },
  ]
}

/**
 * The server build's second entry: the worker pool's thread (src/server/worker.ts → dist/server/worker.js,
 * found beside the server's chunks by src/server/pool.ts). `vite build --ssr src/server/index.ts` names one
 * input; this adds the other next to it, each kept under its own name.
 */
function serverWorkerEntry(): Plugin {
  return {
    name: 'skrinka-server-worker',
    apply: 'build',
    options(options) {
      const input = options.input
      const index = typeof input === 'string' ? input : Array.isArray(input) ? input[0] : input?.index
      if (!index) return null
      return { ...options, input: { index, worker: 'src/server/worker.ts' } }
    },
  }
}

// Those chunks' files and Rolldown's runtime, as the build names them (assets/[name]-[hash:7]).
const FIRST_LOADED = new RegExp(`^assets/(${[...FIRST_LOAD_GROUPS, 'rolldown-runtime'].join('|')})-[\\w-]+\\.(js|css)$`)

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before react() so route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The pending views go to their own chunk too (the default keeps them with the route), so a staff
      // screen's pending view does not pull the staff components into every shopper's first load.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    ...(isSsrBuild ? [serverWorkerEntry()] : [buildManifest(), trimShaders(), compileHints(), precompress()]),
  ],
  resolve: {
    // The client's `three` is a module re-exporting only the classes used (decision 0018); the
    // server build keeps the real package. The module imports three's own src, so this does not recurse.
    alias: isSsrBuild
      ? []
      : [
          { find: /^three$/, replacement: fileURLToPath(new URL('./src/scene/three.ts', import.meta.url)) },
          // @xstate/react and @tanstack/react-store import the package's shim for React < 18. The package's
          // own builds for React 18+ use React's hook: the same behaviour, 0.15 KB gzip less on every page.
          {
            find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
            replacement: 'use-sync-external-store/with-selector.js',
          },
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
        ],
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        copyPublicDir: false,
        // Flat output: main.ts finds the client build at ../client from any chunk.
        rollupOptions: { output: { chunkFileNames: '[name]-[hash].js' } },
      }
    : {
        manifest: true,
        emptyOutDir: true,
        sourcemap: false,
        // A dynamic import's preload list leaves out what every page loads before it runs any (the entry's boot
        // chunk and stylesheet, the libraries, the app): each list named them again, in every chunk.
        modulePreload: {
          resolveDependencies: (_, deps) => deps.filter((dep) => !FIRST_LOADED.test(dep)),
        },
        rollupOptions: {
          input: FIRST_LOAD_MODULES.entry,
          output: {
            codeSplitting: { groups: firstLoadGroups() },
            // Seven characters of hash, not eight (the least Rolldown allows for this many chunks): 42 bits tell a file's versions apart, and every chunk names the
            // chunks it imports (the preload lists name ~70): ~0.1 KB gzip less on the first load (issue 16).
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
          },
        },
      },
  ssr: {
    // Bundle the router and Lingui so the server build is self-contained apart from native/heavy deps.
    noExternal: isSsrBuild ? [/^@tanstack\//, /^@lingui\//] : [],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
          setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/machine-traces.ts'],
          // A hang guard, not a speed limit: PDFs and property runs take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:6006/' } },
          include: ['tests/stories/**/*.test.tsx'],
          setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/machine-traces.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          setupFiles: ['tests/setup/strict-console.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // A file mostly waits on its own server (started in beforeAll, its own data folder or database), so three
          // files at once on two cores take about 0.6 of one at a time (264 → 164 s on SQLite, 314 → 179 s on PostgreSQL).
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What the server does after answering (the outbox builds each confirmation's design PDFs before sending)
          // may take seconds under load; a poll waits for it instead of failing after vitest's default second.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
}))
