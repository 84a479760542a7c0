import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'

/** What the AR view places: a cabinet, or a whole hallway. */
export type ArDesign = { cabinet: Cabinet } | { hallway: Hallway }

/** How this phone places a model in the room: iOS Quick Look (USDZ) or Android's Scene Viewer (GLB). */
export type ArMode = 'quick-look' | 'scene-viewer'

/** The AR this browser has, if any; kept tiny, as it ships with the page (the rest loads on tap). */
function arMode(): ArMode | undefined {
  try {
    if (document.createElement('a').relList.supports('ar')) return 'quick-look'
  } catch {
    // A relList without supported tokens throws: no Quick Look.
  }
  const ua = navigator.userAgent
  // Scene Viewer opens from Chrome on Android; Firefox and the Oculus browser cannot hand it the intent.
  if (/Android/.test(ua) && !/Firefox|OculusBrowser/.test(ua)) return 'scene-viewer'
}

/** "See in your room" (issue 18.5): shown only where AR exists, after hydration (the server renders nothing). */
export function ArButton({ design, title }: { design: ArDesign; title: string }) {
  const [mode, setMode] = useState<ArMode>()
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle')
  useEffect(() => setMode(arMode()), [])
  if (!mode) return null
  const open = async () => {
    setState('opening')
    try {
      const { openAr } = await import('./arLaunch')
      await openAr(mode, design, title)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <button type="button" className="ar-open" data-testid="ar-open" disabled={state === 'opening'} onClick={open}>
        <Trans>See in your room</Trans>
      </button>
      {state === 'failed' && (
        <span role="alert" className="ar-failed">
          <Trans>The room view could not be opened. Please try again.</Trans>
        </span>
      )}
    </>
  )
}
