import { useEffect, useRef } from 'react'

/**
 * Runs `effect` after a render in which `value` changed, with the value before; never on the first
 * render (focus moves after a change, not when the page loads).
 */
export function useOnChange<T>(value: T, effect: (value: T, previous: T) => void): void {
  const previous = useRef(value)
  // The latest effect, so a change runs with what that render saw.
  const latest = useRef(effect)
  latest.current = effect
  useEffect(() => {
    if (Object.is(previous.current, value)) return
    const before = previous.current
    previous.current = value
    latest.current(value, before)
  }, [value])
}
