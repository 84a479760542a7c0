import { useEffect, useState } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/**
 * How often the app asks for the newest build (builds/latest.json, polled: docs/product.md#updates); also when the tab
 * comes back.
 */
const POLL_MS = 5 * 60 * 1000

/** Offers a reload when a newer build than this page's is out. */
export function UpdatePrompt() {
  const buildId = useRouteContext({ from: '__root__', select: (context) => context.env.buildId })
  const [newer, setNewer] = useState(false)
  useEffect(() => {
    if (!buildId) return
    let live = true
    const check = async () => {
      try {
        const response = await fetch('/builds/latest.json', { cache: 'no-store' })
        if (!response.ok) return
        const latest = (await response.json()) as { id?: string }
        if (live && latest.id && latest.id !== buildId) setNewer(true)
      } catch {
        // Offline for a moment: the next check tries again.
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    const timer = setInterval(() => void check(), POLL_MS)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [buildId])
  if (!newer) return null
  return (
    <p className="update-prompt" role="status" data-testid="update-prompt">
      <Trans>A new version of the shop is out.</Trans>{' '}
      <button type="button" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </p>
  )
}
