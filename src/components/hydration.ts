import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { forgetCookiesRead } from '#site/browser/cookies.ts'
import { afterHydration } from '#boot/tasks.ts'

/** Marks the document hydrated (the root layout, once): tests and tools wait for `html[data-hydrated="true"]`. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true'
  // The cookies read ahead served the start; from now on the page reads the browser's.
  forgetCookiesRead()
}

const noSubscription = () => () => {}
const inBrowser = () => true
const onServer = () => false

/**
 * Whether the component's first render hydrated the server's HTML: false on the server and for a component the
 * browser mounts later. Fixed at mount.
 */
export function useMountedByHydration(): boolean {
  const client = useSyncExternalStore(noSubscription, inBrowser, onServer)
  const [hydrated] = useState(() => !client && typeof document !== 'undefined')
  return hydrated
}

/** What the browser answered, once per probe: capabilities do not change while the page lives. */
const answers = new Map<() => unknown, unknown>()
function answer<T>(read: () => T): T {
  if (!answers.has(read)) answers.set(read, read())
  return answers.get(read) as T
}

/**
 * A value only the browser knows at once (the screen's width; WebGL is asked in a worker, `webglProbe`). The
 * server and the hydrating render use `serverValue` (useSyncExternalStore tells the hydrating render apart); the
 * browser's value follows in a task of its own, as a transition, so neither the probe nor the re-render it causes
 * (the 3D view) joins hydration's task. Once probed, later mounts use it at once.
 * Nothing is probed while `wanted` is false: `serverValue` stands.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, wanted = true): T {
  const client = useSyncExternalStore(noSubscription, inBrowser, onServer)
  const [asked, setAsked] = useState(false)
  useEffect(() => {
    if (!wanted || asked || answers.has(read)) return
    return afterHydration(() => startTransition(() => setAsked(true)))
  }, [wanted, asked, read])
  return client && wanted && (asked || answers.has(read)) ? answer(read) : serverValue
}

/**
 * A wide screen (the configurator's desktop layout): phones get the drawing first and 3D on request (three.js costs
 * seconds of a phone's CPU and data), and on wide screens the configurator's stage is sticky, so it must not grow.
 */
const WIDE_SCREEN = '(min-width: 48rem)'
export const isWideScreen = () => window.matchMedia(WIDE_SCREEN).matches
