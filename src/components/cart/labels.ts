import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { IssuePath, FieldProblem } from '#domain/checkout.ts'
import type { Country } from '#domain/locale.ts'
import type { Step } from '#machines/stepper.ts'

/** The label of every checkout field, also used to name it in the error list. */
export const fieldLabels: Record<IssuePath, MessageDescriptor> = {
  delivery: msg`Delivery`,
  name: msg`First name`,
  surname: msg`Surname`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  'billingAddress.address': msg`Street and number`,
  'billingAddress.city': msg`City`,
  'billingAddress.zip': msg`Postcode`,
  'deliveryAddress.address': msg`Delivery street and number`,
  'deliveryAddress.city': msg`Delivery city`,
  'deliveryAddress.zip': msg`Delivery postcode`,
  companyName: msg`Company name`,
  companyId: msg`Company ID (IČO)`,
  taxId: msg`Tax ID (DIČ)`,
  vatId: msg`VAT ID`,
  notes: msg`Notes`,
  accept: msg`Consent to the terms and conditions`,
}

/** What is wrong with a field, said to the shopper. */
export const problemTexts: Record<FieldProblem, MessageDescriptor> = {
  required: msg`please fill this in`,
  email: msg`enter an e-mail address such as jana@example.sk`,
  phone: msg`enter nine digits after the country prefix, e.g. 905 123 456`,
  zip: msg`enter a postcode of five digits of this country, e.g. 811 01`,
  ico: msg`enter the eight-digit IČO from the business register`,
  icoCheck: msg`this IČO has a wrong check digit (the last one does not fit the first seven): check the number in the business register`,
  dic: msg`enter the DIČ as the tax office issued it`,
  icdph: msg`enter the VAT ID with its country code`,
  tooLong: msg`this is too long`,
  delivery: msg`choose delivery by our courier or personal pickup`,
}

/** The countries the shop delivers to, by name. */
export const countryNames: Record<Country, MessageDescriptor> = {
  SK: msg`Slovakia`,
  CZ: msg`Czechia`,
}

/** The three checkout steps (docs/product.md#checkout). */
export const stepLabels: Record<Step, MessageDescriptor> = {
  cart: msg`Cart`,
  delivery: msg`Delivery`,
  address: msg`Address`,
}
