/** Whose pages a browser call comes from: the shop refuses state changes from another site's pages. */
import type { Context } from 'hono'
import { isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Config } from '../env'

/**
 * The host the request was sent to: with `trustProxy` the X-Forwarded-Host our own proxy sets, else
 * the Host header (anyone can send an X-Forwarded-Host to a server that no proxy fronts).
 */
export function requestHost(c: Context, trustProxy: boolean): string {
  return (trustProxy ? c.req.header('x-forwarded-host') : undefined) ?? c.req.header('host') ?? new URL(c.req.url).host
}

/**
 * The origins the browser calls from when the request is ours: the site (SITE_URL, or unset this server's
 * http://localhost:{PORT}, which only the browser's own machine can serve) or the host the request was sent to.
 */
function ownOrigins(c: Context, config: OriginConfig): string[] {
  const url = new URL(c.req.url)
  const host = requestHost(c, config.trustProxy)
  return [config.siteUrl, `${url.protocol}//${host}`, `https://${host}`]
}

/** What the origin check reads of the configuration. */
export type OriginConfig = Pick<Config, 'siteUrl' | 'trustProxy'>

/** The Origin header when it names another site, else undefined (none sent: a script, not a page). */
export function foreignOrigin(c: Context, config: OriginConfig): string | undefined {
  const origin = c.req.header('origin')
  return origin && !ownOrigins(c, config).includes(origin) ? origin : undefined
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

/**
 * Whom a rate limit counts for an address: an IPv4 address as it is (also written IPv4-mapped, as a dual-stack
 * socket reports it), an IPv6 one by its /64 network, since one subscriber usually holds a whole /64 and could
 * take a new address for every request (issue 34).
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  const address = ip.split('%')[0]!
  if (!isIPv6(address)) return ip
  const [head = '', tail] = address.split('::')
  const headGroups = head ? head.split(':') : []
  // An IPv4 tail (64:ff9b::192.0.2.33) fills two groups; `::` stands for the zeros between head and tail.
  const tailGroups = tail ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []
  const tailStart = tail === undefined ? headGroups.length : 8 - tailGroups.length
  const group = (i: number) =>
    i < headGroups.length ? headGroups[i]! : i < tailStart ? '0' : tailGroups[i - tailStart]!
  return `${[0, 1, 2, 3].map((i) => parseInt(group(i), 16).toString(16)).join(':')}::/64`
}

/** The client's rate-limit key: its address (clientIp), an IPv6 one by its /64 network. */
export const clientKey = (c: Context, trustProxy: boolean): string => rateLimitKey(clientIp(c, trustProxy))
