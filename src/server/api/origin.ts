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

/** The caller's IP address as the socket saw it ('unknown' off Node). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
