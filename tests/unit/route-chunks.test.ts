import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readClientAssets, readRouteChunks, routeIdOfFile } from '#server/assets.ts'
import { createAppRouter } from '#app/router.tsx'

/** The route files under src/routes (folders starting with `-` hold no routes), without their extension. */
function routeFiles(dir = 'src/routes'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name.startsWith('-') ? [] : routeFiles(path)
    return /\.tsx$/.test(name) && name !== '__root.tsx' ? [relative('src/routes', path).replace(/\.tsx$/, '')] : []
  })
}

describe('the chunks a page imports while it hydrates (issue 16)', () => {
  it('names every route file by the id the router gives its route', () => {
    const router = createAppRouter({
      locale: 'sk',
      i18n: undefined as never,
      env: { siteUrl: '', modelHosts: [], assets: { css: [], preload: [] } },
    })
    const ids = Object.keys(router.routesById)
    const files = routeFiles()
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) expect(ids, file).toContain(routeIdOfFile(file))
    expect(routeIdOfFile('index')).toBe('/')
    expect(routeIdOfFile('_staff/admin.objednavky_.$number')).toBe('/_staff/admin/objednavky_/$number')
  })

  const dir = mkdtempSync(join(tmpdir(), 'skrinka-chunks-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("lists a route component's chunks and what they import, the app's, the cart's and React DOM's for every page and the staff sign-in's, less what the head preloads and the app", () => {
    mkdirSync(join(dir, '.vite'))
    const manifest = {
      'src/boot/entry-client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        css: ['assets/boot.css'],
        imports: ['_boot.js'],
        dynamicImports: ['src/boot/hydrate.tsx'],
      },
      '_boot.js': { file: 'assets/boot.js' },
      'src/boot/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_app.js'], css: ['assets/app.css'] },
      '_app.js': { file: 'assets/app.js', imports: ['_boot.js'] },
      'locales/cs/messages.po': { file: 'assets/messages-cs.js', src: 'locales/cs/messages.po' },
      '_price.js': { file: 'assets/price.js', imports: ['_app.js'] },
      'src/routes/detail.$id.tsx?tsr-split=component': { file: 'assets/detail.js', imports: ['_configurator.js'] },
      '_configurator.js': { file: 'assets/configurator.js', imports: ['_price.js', '_app.js'] },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_price.js'] },
      'src/components/cart/cartActor.ts': { file: 'assets/cartActor.js', imports: ['_price.js'] },
      'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react-dom-client.js'] },
      '_react-dom-client.js': { file: 'assets/react-dom-client.js', imports: ['_app.js'] },
      'src/routes/-lib/StaffSignInPage.tsx': { file: 'assets/signIn.js', imports: ['_app.js'] },
      'src/routes/admin.tsx?tsr-split=component': { file: 'assets/admin.js', imports: ['_boot.js'] },
    }
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const assets = readClientAssets(dir)
    // The head: the entry's static imports and every stylesheet; the app's scripts wait for the first paint.
    expect(assets).toEqual({
      entry: '/assets/entry.js',
      css: ['/assets/boot.css', '/assets/app.css'],
      preload: ['/assets/boot.js'],
      catalog: { cs: '/assets/messages-cs.js' },
    })
    const chunks = readRouteChunks(dir, assets)
    expect(chunks).toEqual({
      '/detail/$id': ['/assets/detail.js', '/assets/configurator.js', '/assets/price.js'],
      '/': ['/assets/home.js', '/assets/price.js'],
      // Every page: the app the entry imports, the cart, and React DOM's client, which the app imports.
      __root__: [
        '/assets/hydrate.js',
        '/assets/app.js',
        '/assets/cartActor.js',
        '/assets/price.js',
        '/assets/client.js',
        '/assets/react-dom-client.js',
      ],
      // The staff sign-in form, shared by its two routes, is a lazy chunk of its own.
      '/admin/prihlasenie': ['/assets/signIn.js'],
      '/admin/prihlaseni': ['/assets/signIn.js'],
      // What the head preloads is not named again.
      '/admin': ['/assets/admin.js'],
    })
  })
})
