/** Whose pages a browser call comes from: the shop refuses state changes from another site's pages. */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** The origins the browser calls from when the request is ours: the configured site or this host. */
function ownOrigins(c: Context, siteUrl: string | undefined): string[] {
  const url = new URL(c.req.url)
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host
  return [siteUrl, `${url.protocol}//${host}`, `https://${host}`].filter((o): o is string => !!o)
}

/** The Origin header when it names another site, else undefined (none sent: a script, not a page). */
export function foreignOrigin(c: Context, siteUrl: string | undefined): string | undefined {
  const origin = c.req.header('origin')
  return origin && !ownOrigins(c, siteUrl).includes(origin) ? origin : undefined
}

/**
 * The caller's IP address: the socket's ('unknown' off Node), or with `trustProxy` the right-most
 * X-Forwarded-For entry, the one our own proxy added; entries to its left come from the client and may be forged.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
