/**
 * The payment QR of a request for payment (issue 37.4): PAY by square for euros (the Slovak banks' standard, package
 * `bysquare`), SPAYD for crowns (the Czech banks' QR Platba, package `spayd`), drawn as a PNG by `qrcode`.
 */
import { encode, CurrencyCode, PaymentOptions } from 'bysquare/pay'
import spayd from 'spayd'
import QRCode from 'qrcode'
import { spaydFieldsOf, type PaymentRequest } from '#domain/deposit.ts'

/** The text the QR carries: a PAY by square string for EUR, a SPAYD string for CZK. */
export function paymentQrText(payment: PaymentRequest): string {
  if (payment.currency === 'CZK') return spayd(spaydFieldsOf(payment))
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: payment.amount / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: payment.variableSymbol,
        paymentNote: payment.note,
        beneficiary: { name: payment.beneficiary },
        bankAccounts: [{ iban: payment.iban }],
      },
    ],
  })
}

/** The QR as a PNG data: URI (the outbox turns it into an inline CID attachment when the e-mail is sent). */
export function paymentQrDataUrl(payment: PaymentRequest): Promise<string> {
  // Error correction M and a 4-module quiet zone: what banking apps scan from a phone photo of a screen or print.
  return QRCode.toDataURL(paymentQrText(payment), { errorCorrectionLevel: 'M', margin: 4, width: 240 })
}
