/**
 * The router context's shape, in a module of its own: views, route files, the router and the
 * server all import it, and importing it pulls in no route (so no import circle through the route tree).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import type { LocaleCode } from '#domain/locale.ts'
import type { PriceListResponse } from '#domain/priceConfig.ts'
import type { ShopSettingsResponse } from '#domain/settings.ts'
import type { ConsentChoice } from '#site/consent.ts'
import type { StaffMe } from '#domain/schemas.ts'

/** What the server tells the page about its own build and address (same on server and client). */
export interface ClientEnv {
  /** Absolute origin for canonical and hreflang links, without a trailing slash. */
  siteUrl: string
  /** Hosts that render 3D models (docs/product.md#model: one picked at random); empty means this server. */
  modelHosts: string[]
  /** Built client entry, its CSS and static imports; `before` are dev-only modules run ahead of the entry. */
  assets: {
    entry?: string
    css: string[]
    preload: string[]
    before?: string[]
    /** Each language's message catalog chunk (`sk`, `cs`): a page fetches its own language's only, once painted. */
    catalog?: Record<string, string>
  }
  /** Where the video guides' files are (VIDEO_BASE_URL); without it the steps and a 3D illustration stand alone. */
  videoBase?: string | undefined
  /** Whether page and conversion events may be sent at all (never from localhost); consent decides the rest. */
  analytics?: boolean
  /** The build this page came from, to offer a reload when a newer one is out. */
  buildId?: string
}

/**
 * What the server already knows for a page and puts in its query cache before rendering (the
 * published prices and shop settings), so the server's render and the browser's first one agree without a request.
 */
export interface ServerQueries {
  priceList: PriceListResponse
  settings: ShopSettingsResponse
}

/** The context every route sees. The locale is fixed for the life of a document. */
export interface RouterContext {
  queryClient: QueryClient
  i18n: I18n
  locale: LocaleCode
  env: ClientEnv
  /**
   * The consent cookie as the request carried it (the server) or the document started with (the browser): both
   * render the banner the same way, so it is in the server's HTML and paints before any script runs.
   */
  consent?: ConsentChoice | undefined
  /**
   * The server only: who the request's staff session cookie names (read once, when a staff page asks), so a
   * staff page without a session is answered with the sign-in, never with a shell. Absent in the browser.
   */
  staffSession?: (() => Promise<StaffMe | undefined>) | undefined
}
