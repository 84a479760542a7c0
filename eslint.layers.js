/**
 * The layers of the code and what each may import (docs/decisions/0027-layers.md), held by lint:
 * eslint.config.js turns this table into eslint-plugin-boundaries policies, library limits and the
 * relative-import patterns, and tests/unit/layers.test.ts plants one break of each and expects its error.
 */

/**
 * The layers, most specific folder first (a file belongs to the first layer whose folder holds it).
 * `may` lists the other layers a layer imports; a layer always imports itself.
 */
export const LAYERS = [
  { type: 'tests', folders: ['tests'], may: '*', what: 'tests and their set-up' },
  { type: 'stories', folders: ['stories'], may: '*', what: 'Storybook' },
  {
    type: 'harness',
    folders: ['src/scripts/harness'],
    may: ['domain', 'server'],
    what: 'the harness the benches, soak, fuzz, abuse and the tests share (built server, Chromium, PostgreSQL)',
  },
  {
    type: 'scripts',
    folders: ['src/scripts'],
    may: ['domain', 'server', 'harness', 'site', 'i18n'],
    what: 'operator scripts, generators and benches',
  },
  { type: 'domain', folders: ['src/domain'], may: [], what: 'the product rules, pure' },
  { type: 'machines', folders: ['machines'], may: ['domain'], what: 'XState machines; effects are provided' },
  { type: 'site', folders: ['src/site'], may: ['domain', 'boot'], what: 'site policy and its browser side' },
  { type: 'i18n', folders: ['src/i18n'], may: ['domain', 'site', 'locales', 'boot'], what: 'Lingui, labels, formats' },
  { type: 'content', folders: ['src/content'], may: ['domain', 'site'], what: 'the written content' },
  {
    type: 'queries',
    folders: ['src/queries'],
    may: ['domain', 'machines', 'site', 'i18n', 'content', 'boot'],
    what: 'the API client, query options, the machines’ effects over the API',
  },
  {
    type: 'debug',
    folders: ['src/debug'],
    may: ['domain', 'machines', 'queries', 'site', 'boot'],
    what: 'machine traces',
  },
  {
    type: 'components',
    folders: ['src/components'],
    may: ['domain', 'machines', 'queries', 'i18n', 'site', 'content', 'debug', 'boot', 'scene', 'routerContext'],
    what: 'views',
  },
  {
    type: 'scene',
    folders: ['src/scene'],
    may: ['domain', 'machines', 'queries', 'i18n', 'site', 'debug', 'boot', 'components'],
    what: 'the 3D viewer (views)',
  },
  {
    type: 'routes',
    folders: ['src/routes'],
    may: [
      'domain',
      'machines',
      'queries',
      'i18n',
      'site',
      'content',
      'debug',
      'boot',
      'components',
      'scene',
      'routerContext',
    ],
    what: 'file routes: loaders, heads, the screens they put together',
  },
  {
    type: 'server',
    folders: ['src/server'],
    may: ['domain', 'site', 'i18n', 'locales', 'debug', 'entry', 'boot', 'routerContext'],
    what: 'the Hono server, database, mail, PDFs',
  },
  {
    type: 'boot',
    folders: ['src/boot'],
    may: '*app',
    what: 'the first load: entry, hydration, chunk links, task helpers, router patches',
  },
  {
    // The files at the root of src/ (entries, router, its context's type): the app's doors.
    type: 'entry',
    folders: ['src'],
    may: '*app',
    what: 'the entries and the router',
  },
  { type: 'locales', folders: ['locales'], may: [], what: 'Lingui catalogs' },
]

/** Every layer of the shop itself (the entry layers import any of them, never tests, stories or scripts). */
const APP_LAYERS = LAYERS.map((layer) => layer.type).filter(
  (type) => !['tests', 'stories', 'scripts', 'harness'].includes(type),
)

/** The router context's type, the one module at the root of src/ that views and routes may import. */
const ROUTER_CONTEXT = { type: 'entry', fileInternalPath: 'routerContext.ts' }

const mayOf = (layer) => (layer.may === '*' ? LAYERS.map((l) => l.type) : layer.may === '*app' ? APP_LAYERS : layer.may)

/** The boundaries/dependencies options: whatever the table does not allow is an error. */
export function layerPolicies() {
  return {
    default: 'disallow',
    message:
      '{{from.type}} may not import {{to.type}} ({{to.path}}): see the layer table in docs/decisions/0027-layers.md',
    policies: LAYERS.map((layer) => ({
      // `entry` is the files at the root of src/ only: a new folder without its own row may import nothing.
      from: { element: layer.type === 'entry' ? { type: 'entry', fileInternalPath: '*' } : { type: layer.type } },
      allow: {
        to: mayOf(layer)
          .concat(layer.type)
          .map((type) => ({ element: type === 'routerContext' ? ROUTER_CONTEXT : { type } })),
      },
    })),
  }
}

/** The boundaries/elements setting: one element per layer folder. */
export function layerElements() {
  return LAYERS.flatMap((layer) =>
    layer.folders.map((folder) => ({ type: layer.type, pattern: folder, partialMatch: false })),
  )
}

/**
 * Libraries a layer may import (the layers' own imports are checked by boundaries), and the browser's and
 * Node's globals it may not touch: the rules and the machines run alike in the browser, the server and tests.
 */
const HOST_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'process',
]

export const LIBRARY_RULES = [
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    allowed: ['valibot'],
    globals: HOST_GLOBALS,
    message: 'src/domain imports only itself and valibot: product rules run in the browser, the server and tests.',
  },
  {
    files: ['machines/**/*.ts'],
    allowed: ['xstate', 'valibot'],
    globals: HOST_GLOBALS,
    message: 'machines import only domain, xstate and valibot: effects come as actors the view layer provides.',
  },
]

const ALIAS = 'write it with its # alias (package.json "imports")'
// The repository's own top-level files (package.json, playwright.config.ts, .storybook/) have no alias.
const CLIMBS = {
  regex: '^\\.\\./\\.\\./(?!(\\.\\./)*(package\\.json|playwright\\.config|\\.storybook/))',
  message: `climbs two folders: ${ALIAS}.`,
}
const LEAVES = {
  regex: '^\\.\\./(?!(\\.\\./)*(package\\.json|playwright\\.config|\\.storybook/))',
  message: `leaves its folder's area: ${ALIAS}.`,
}

/**
 * Where a relative import may go (the `#` alias rule of README.md): anywhere inside its area, climbing one folder
 * at most; a file at an area's top (src/domain/x.ts, machines/x.ts) may not climb at all, nor may the files at
 * the root of src reach into its folders. Later entries win for the files they name.
 */
export const RELATIVE_IMPORT_RULES = [
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'tests/**/*.{ts,tsx,mjs}', 'stories/**/*.{ts,tsx}'],
    patterns: [CLIMBS],
  },
  { files: ['src/*/*.{ts,tsx}', 'machines/*.ts'], patterns: [CLIMBS, LEAVES] },
  {
    files: ['src/*.{ts,tsx}'],
    patterns: [LEAVES, { regex: '^\\./[^/]+/', message: `reaches into a folder of src: ${ALIAS}.` }],
  },
]
