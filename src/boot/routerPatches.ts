/**
 * The first load's patches of the router's (de)hydration hooks (src/boot/README.md), in one place: the
 * server's dehydrated state carries the page's env, and the browser's hydration takes it, evaluates the
 * page's route components and yields a task before the router goes on.
 */
import type { AnyRoute } from '@tanstack/react-router'
import type { ClientEnv } from '#app/routerContext.ts'
import { nextTask } from './tasks'

type Dehydrated = { env?: ClientEnv } & Record<string, unknown>

/** What the patches use of the app's router (TanStack Router's `router.options` hooks and route table). */
interface PatchedRouter {
  options: {
    hydrate?: ((dehydrated: Dehydrated) => unknown) | undefined
    dehydrate?: (() => unknown) | undefined
  }
  routesById: object
}

/** A code-split route component's `preload`, which imports its chunk (TanStack Router's lazyRouteComponent). */
const preloadOf = (component: unknown) => (component as { preload?: () => Promise<void> } | undefined)?.preload

/** Server: the dehydrated state carries `env`, for the client to render the same head tags. */
export function dehydrateWithEnv(router: PatchedRouter, env: ClientEnv): void {
  const dehydrateQueries = router.options.dehydrate
  router.options.dehydrate = async () => ({ ...(((await dehydrateQueries?.()) as object | undefined) ?? {}), env })
}

/**
 * Browser: hydration fills `env` from the server's state (before the first render, so head tags match), hands
 * the queries to the cache, calls `afterQueries`, then evaluates the page's route components (fetched since the
 * first paint) and yields a task: the two made one long task when the router asked for the components itself.
 */
export function hydrateInTasks(
  router: PatchedRouter,
  env: ClientEnv,
  firstMatches: ReadonlyArray<{ routeId: string }>,
  afterQueries: () => void,
): void {
  const hydrateQueries = router.options.hydrate
  const routes = { ...router.routesById } as Partial<Record<string, AnyRoute>>
  router.options.hydrate = async (dehydrated: Dehydrated) => {
    if (dehydrated.env) Object.assign(env, dehydrated.env)
    await hydrateQueries?.(dehydrated)
    afterQueries()
    await Promise.all(firstMatches.map((match) => preloadOf(routes[match.routeId]?.options.component)?.()))
    await nextTask()
  }
}
