// The spayd package ships its types, but its "exports" hides them from TypeScript's resolution: declared here.
declare module 'spayd' {
  import type PaymentDescription from 'spayd/dist/types/PaymentDescription'
  export default function spayd(paymentDescription: PaymentDescription): string
}
