/**
 * Opens the AR view of a design (issue 18.5, decision 0024); loaded only on the "See in your room"
 * tap. Asks the shop for the textured model's id, then hands iOS Quick Look its USDZ (an `<a rel="ar">`
 * click) or Android's Scene Viewer its GLB (an intent address that falls back to this page).
 */
import { API, modelUrl } from '#domain/endpoints.ts'
import { toRenderCabinet } from '#domain/cabinet/requests.ts'
import { api } from '#queries/client.ts'
import type { ArDesign, ArMode } from './ArButton'

/** The Scene Viewer intent for an absolute GLB address (Google's documented form). */
export function sceneViewerIntent(glb: string, title: string, fallback: string): string {
  const query = new URLSearchParams({ file: glb, mode: 'ar_preferred', title })
  return (
    `intent://arvr.google.com/scene-viewer/1.2?${query}#Intent;scheme=https;package=com.google.ar.core;` +
    `action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(fallback)};end;`
  )
}

/** Renders the design's textured model and opens it in the phone's AR viewer. */
export async function openAr(mode: ArMode, design: ArDesign, title: string): Promise<void> {
  const { id } =
    'cabinet' in design
      ? await api(API.renderAr, { body: { cabinet: toRenderCabinet(design.cabinet) } })
      : await api(API.renderChodbaAr, { body: { chodba: design.hallway } })
  const anchor = document.createElement('a')
  if (mode === 'quick-look') {
    anchor.rel = 'ar'
    anchor.href = modelUrl(id, '', 'usdz')
    // Quick Look takes the tap only on a link that wraps an image.
    anchor.appendChild(document.createElement('img'))
  } else anchor.href = sceneViewerIntent(new URL(modelUrl(id), location.href).href, title, location.href)
  anchor.click()
}
