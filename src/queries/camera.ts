/**
 * The shop floor's camera (issue 38.4): the back camera's picture in the page's `#shop-floor-camera` box, read for
 * QR codes a few times a second by the browser's BarcodeDetector, or where it has none (Firefox, iOS Safari) by the
 * barcode-detector ponyfill, whose ZXing WebAssembly comes from this server (a bundled file, never a CDN).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

async function detectorClass(): Promise<DetectorClass> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass & { getSupportedFormats?: () => Promise<string[]> } })
    .BarcodeDetector
  if (native && (await native.getSupportedFormats?.())?.includes('qr_code')) return native
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill')
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  })
  return BarcodeDetector as unknown as DetectorClass
}

/** Starts the camera and reads codes until the answer is called; rejects when there is no camera or it is refused. */
export async function startCamera(onText: (text: string) => void): Promise<() => void> {
  const Barcode = await detectorClass()
  const detector = new Barcode({ formats: ['qr_code'] })
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  const video = document.createElement('video')
  video.muted = true
  video.playsInline = true
  video.srcObject = stream
  document.getElementById('shop-floor-camera')?.append(video)
  await video.play()
  let busy = false
  const timer = window.setInterval(() => {
    if (busy || video.readyState < 2) return
    busy = true
    detector
      .detect(video)
      .then((codes) => {
        const text = codes[0]?.rawValue
        if (text) onText(text)
      })
      // A frame that cannot be read is skipped; the next one is tried.
      .catch(() => undefined)
      .finally(() => {
        busy = false
      })
  }, 250)
  return () => {
    window.clearInterval(timer)
    for (const track of stream.getTracks()) track.stop()
    video.remove()
  }
}
