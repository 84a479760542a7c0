/**
 * The layers of the code and what each may import (docs/decisions/0027-layers.md), held by lint:
 * eslint.config.js turns this table into eslint-plugin-boundaries policies, library limits and the
 * alias rule, and tests/unit/layers.test.ts plants one break of each and expects its error.
 */
import fs from 'node:fs'
import path from 'node:path'

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

/**
 * The folders of the package.json "imports" aliases (`#domain/*` → src/domain): a relative import
 * that lands in another alias's folder, or climbs two folders, should use the alias.
 */
export function aliasAreas(root) {
  const { imports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  return Object.entries(imports)
    .map(([alias, target]) => ({ alias: alias.replace(/\*$/, ''), folder: path.join(root, target.replace(/\*$/, '')) }))
    .sort((a, b) => b.folder.length - a.folder.length)
}

/** The alias rule: `import x from '../../x'` or `'../domain/x'` from src/components is written `#…`. */
export function aliasRule(root) {
  const areas = aliasAreas(root)
  const areaOf = (file) => areas.find((area) => file.startsWith(area.folder))
  return {
    meta: {
      type: 'suggestion',
      docs: { description: 'Relative imports stay inside their alias area and climb at most one folder.' },
      schema: [],
      messages: {
        climbs: 'Import "{{source}}" climbs two folders: write it with its alias ({{alias}}…).',
        leaves: 'Import "{{source}}" leaves {{from}}: write it with its alias ({{alias}}…).',
      },
    },
    create(context) {
      const file = context.physicalFilename
      const from = areaOf(file)
      if (!from) return {}
      const check = (node) => {
        const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined
        if (!source || !source.startsWith('.')) return
        const target = path.resolve(path.dirname(file), source.replace(/\?.*$/, ''))
        const to = areaOf(target + (source.endsWith('/') ? '/' : ''))
        if (!to) return
        const data = { source, alias: to.alias, from: path.relative(root, from.folder) || 'src' }
        if (/^\.\.\/\.\.\//.test(source)) context.report({ node, messageId: 'climbs', data })
        else if (to !== from) context.report({ node, messageId: 'leaves', data })
      }
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      }
    },
  }
}
