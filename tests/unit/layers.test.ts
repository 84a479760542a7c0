import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The layer rules (docs/decisions/0027-layers.md) as `npm run lint` runs them: the project's own
// eslint.config.js, one planted import per rule in a file of the layer it breaks.
const root = join(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** The rule ids and messages lint reports for `code` placed at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) })
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }))
}

const BOUNDARY = 'boundaries/dependencies'
const LIBRARY = 'no-restricted-imports'
const ALIAS = 'layers/alias-across-areas'
const GLOBALS = 'no-restricted-globals'

// [the rule, the file, the planted import, the rule expected to fail it]
const BREAKS: Array<[string, string, string, string]> = [
  ['domain imports nothing of the app', 'src/domain/planted.ts', "import { api } from '#queries/client.ts'", BOUNDARY],
  ['domain imports no React', 'src/domain/planted.ts', "import { useState } from 'react'", LIBRARY],
  ['domain imports no three', 'src/domain/planted.ts', "import { Mesh } from 'three'", LIBRARY],
  ['domain imports no server library', 'src/domain/planted.ts', "import { Hono } from 'hono'", LIBRARY],
  ['domain touches no browser global', 'src/domain/planted.ts', 'export const width = window.innerWidth', GLOBALS],
  ['machines touch no browser global', 'machines/planted.ts', 'export const seen = document.title', GLOBALS],
  ['machines import no API client', 'machines/planted.ts', "import { api } from '#queries/client.ts'", BOUNDARY],
  ['machines import no view', 'machines/planted.ts', "import { Layout } from '#components/Layout.tsx'", BOUNDARY],
  ['machines import no route', 'machines/planted.ts', "import { Route } from '#routes/index.tsx'", BOUNDARY],
  ['machines import no server', 'machines/planted.ts', "import { createApp } from '#server/app.ts'", BOUNDARY],
  ['machines import no React', 'machines/planted.ts', "import { useState } from 'react'", LIBRARY],
  ['views import no route', 'src/components/Planted.tsx', "import { Route } from '#routes/index.tsx'", BOUNDARY],
  [
    'views import no router',
    'src/components/Planted.tsx',
    "import { createAppRouter } from '#app/router.tsx'",
    BOUNDARY,
  ],
  ['views import no server', 'src/scene/Planted.tsx', "import { createApp } from '#server/app.ts'", BOUNDARY],
  ['server imports no view', 'src/server/planted.ts', "import { Layout } from '#components/Layout.tsx'", BOUNDARY],
  ['server imports no scene', 'src/server/planted.ts', "import { readGlb } from '#scene/readGlb.ts'", BOUNDARY],
  ['server imports no route', 'src/server/planted.ts', "import { Route } from '#routes/index.tsx'", BOUNDARY],
  ['server imports no query', 'src/server/planted.ts', "import { api } from '#queries/client.ts'", BOUNDARY],
  ['server imports no machine', 'src/server/planted.ts', "import { priceMachine } from '#machines/price.ts'", BOUNDARY],
  ['site imports no i18n', 'src/site/planted.ts', "import { localeCookie } from '#i18n/cookie.ts'", BOUNDARY],
  ['site imports no query', 'src/site/browser/planted.ts', "import { api } from '#queries/client.ts'", BOUNDARY],
  ['scripts import no tests', 'src/scripts/planted.ts', "import { x } from '#tests/setup/traceFiles.ts'", BOUNDARY],
  [
    'the harness imports no tests',
    'src/scripts/harness/planted.ts',
    "import { x } from '#tests/setup/traceFiles.ts'",
    BOUNDARY,
  ],
  ['src imports no tests', 'src/queries/planted.ts', "import { x } from '#tests/setup/traceFiles.ts'", BOUNDARY],
  [
    'src imports no scripts',
    'src/components/Planted.tsx',
    "import { x } from '#scripts/harness/chromium.ts'",
    BOUNDARY,
  ],
  [
    'a folder without a row imports nothing',
    'src/newFolder/planted.ts',
    "import { API } from '#domain/endpoints.ts'",
    BOUNDARY,
  ],
  [
    'a relative import stays in its area',
    'src/components/Planted.tsx',
    "import { API } from '../domain/endpoints'",
    ALIAS,
  ],
  [
    'a relative import climbs one folder',
    'src/components/cart/Planted.tsx',
    "import { x } from '../../components/Layout'",
    ALIAS,
  ],
]

describe('the layers, held by lint', () => {
  it.each(BREAKS)('%s: a planted break in %s is an error', async (_, filePath, line, rule) => {
    const messages = await lint(filePath, `${line}\nexport const planted = 1\n`)
    expect(messages.map((m) => m.rule)).toContain(rule)
  })

  it('names the layers and the record in its message', async () => {
    const [message] = await lint(
      'machines/planted.ts',
      "import { api } from '#queries/client.ts'\nexport const a = api\n",
    )
    expect(message?.message).toMatch(/^machines may not import queries .*0027-layers\.md/)
  })

  // The other side: what the table allows lints clean, so the breaks above fail for their rule alone.
  it.each([
    [
      'src/domain/planted.ts',
      "import * as v from 'valibot'\nimport { clamp } from './helpers'\nexport const a = [v, clamp]\n",
    ],
    [
      'machines/planted.ts',
      "import { setup } from 'xstate'\nimport { API } from '#domain/endpoints.ts'\nexport const a = [setup, API]\n",
    ],
    [
      'src/components/Planted.tsx',
      "import { priceMachine } from '#machines/price.ts'\nimport { api } from '#queries/client.ts'\nimport type { RouterContext } from '#app/routerContext.ts'\nexport const a: [unknown, unknown, RouterContext?] = [priceMachine, api]\n",
    ],
    [
      'src/server/planted.ts',
      "import { API } from '#domain/endpoints.ts'\nimport { CONSENT_COOKIE } from '#site/consent.ts'\nexport const a = [API, CONSENT_COOKIE]\n",
    ],
    [
      'src/scripts/planted.ts',
      "import { startBuiltServer } from './harness/builtServer'\nimport { API } from '#domain/endpoints.ts'\nexport const a = [startBuiltServer, API]\n",
    ],
    [
      'tests/unit/planted.test.ts',
      "import { startBuiltServer } from '#scripts/harness/builtServer.ts'\nexport const a = startBuiltServer\n",
    ],
  ])('%s: allowed imports lint clean', async (filePath, code) => {
    expect(await lint(filePath, code)).toEqual([])
  })

  it('the decision record names every layer of the table', async () => {
    const config = (await eslint.calculateConfigForFile(join(root, 'src/domain/planted.ts'))) as {
      settings: { 'boundaries/elements': Array<{ type: string }> }
    }
    const types = new Set(config.settings['boundaries/elements'].map((element) => element.type))
    const record = readFileSync(join(root, 'docs/decisions/0027-layers.md'), 'utf8')
    expect(types.size).toBeGreaterThan(10)
    for (const type of types) expect(record, type).toContain(`\`${type}\``)
  })
})
