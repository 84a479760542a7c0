import QRCode from 'qrcode'

/** ISO/IEC 18004 asks a light margin of four modules around a QR code; with one, phone cameras miss it beside text. */
export const QR_QUIET_ZONE = 4

/** A QR code as the shop's own SVG (share link, TOTP set-up): level M, the standard's quiet zone on a white field. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE })
}
