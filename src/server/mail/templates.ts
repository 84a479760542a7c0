/**
 * The order e-mails, in the order's language: the customer's order-received e-mail (every detail of the
 * order, payment, delivery, the terms and the complaint rules: the durable record consumer law
 * asks for) and the shop's notification. Plain text and HTML from the same lines.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALES, localeOfLanguage, marketOf, type Country, type LocaleCode } from '#domain/locale.ts'
import type { TaxDocument } from '#domain/invoice.ts'
import { formatMoney } from '#domain/money.ts'
import type { Customer } from '#domain/schemas.ts'
import { destinationOf, formatPhone, formOfCustomer, separateDelivery } from '#domain/checkout.ts'
import { cancellableUntil, statusMailKind, type StatusMailStatus } from '#domain/fulfilment.ts'
import { COUNTRY_OFFICIAL_NAMES, type ShopSettings } from '#domain/settings.ts'
import { formatDay, formatDimensions } from '#i18n/format.ts'
import { formatWeekdays } from '#domain/notation.ts'
import type { ContactField, OrderChange } from '#domain/orderEditSchemas.ts'
import { amountDue, deliveryMailKind } from '#domain/delivery.ts'
import { exemptionSection, ratePercent, type VatLine, type VatTreatment } from '#domain/tax.ts'
import { depositAmount, type PaymentRequest } from '#domain/deposit.ts'
import { ORDER_PAGE_LINK } from './orderPageLink'

/** What the e-mails say about one line. */
export interface MailLine {
  title: string
  corpusColorTitle: string
  doorColorTitle: string
  /** Width × height × depth in cm. */
  size: [number, number, number]
  count: number
  unit: { net: number; gross: number }
}

/** What the e-mails say about an order; money in minor units. */
export interface MailOrder {
  number: string
  createdAt: string
  locale: LocaleCode
  customer: Customer
  lines: MailLine[]
  shipping: { net: number; gross: number }
  total: { net: number; gross: number; vat: number }
  /** How the order is taxed and its VAT per rate (issue 37); absent for orders before it. */
  vat?: { treatment: VatTreatment; lines: VatLine[] }
  /** The shop's public address, for the terms link. */
  siteUrl: string
  /** The delivery day promised when the order was placed (issue 39.1, 'YYYY-MM-DD'). */
  deliveryDate?: string
}

/**
 * The VAT part of the order e-mail's totals (issue 37): a seller not registered for VAT says so and charges none; an
 * exempt intra-community supply gives the reason and both VAT numbers; otherwise the VAT per rate.
 */
function vatBlockLines(
  order: MailOrder,
  settings: ShopSettings,
  t: I18n['_'],
  money: (minor: number) => string,
  totals: { totalNet: string; totalVat: string; totalGross: string },
  cash: { due: string; roundingLines: string[] },
): string[] {
  const { totalNet, totalVat, totalGross } = totals
  const cashDueText = cash.due
  const treatment = order.vat?.treatment
  // Paid in cash: the rounding is its own line after the totals, never inside a VAT base (issue 37.2).
  const payable = (total: string, withVat: boolean) =>
    cash.roundingLines.length === 0
      ? [withVat ? t(msg`Total to pay incl. VAT: ${total}`) : t(msg`Total to pay: ${total}`)]
      : [
          withVat ? t(msg`Total incl. VAT: ${total}`) : t(msg`Total: ${total}`),
          ...cash.roundingLines,
          t(msg`Total to pay in cash: ${cashDueText}`),
        ]
  if (treatment?.kind === 'notVatPayer') return [t(msg`We are not a VAT payer.`), ...payable(totalGross, false)]
  const perRate = (order.vat?.lines ?? []).map((line) => {
    const rate = ratePercent(line.rate)
    const base = money(line.base)
    const vat = money(line.vat)
    return t(msg`VAT ${rate}: base ${base}, VAT ${vat}`)
  })
  const exempt: string[] = []
  if (treatment?.kind === 'intraCommunity') {
    const section = exemptionSection(settings.company.country, marketOf(order.locale).lang)
    const buyerVatId = treatment.buyerVatId
    const sellerVatId = settings.company.icdph
    exempt.push(
      t(msg`Exempt from VAT under ${section} (intra-community supply of goods).`),
      t(msg`Buyer's VAT ID: ${buyerVatId}; seller's VAT ID: ${sellerVatId}.`),
    )
  }
  return [
    t(msg`Total excl. VAT: ${totalNet}`),
    ...perRate,
    ...exempt,
    t(msg`VAT: ${totalVat}`),
    ...payable(totalGross, true),
  ]
}

/** The status changes the customer hears of (src/domain/fulfilment.ts CUSTOMER_EMAIL_ON). */

/** One e-mail ready for the outbox; its kind is unique per order (one e-mail per order and status). */
export interface Mail {
  kind: 'customer' | 'shop' | `status-${StatusMailStatus}` | 'share' | 'sample' | `staff-${'invite' | 'reset'}`
  to: string
  subject: string
  text: string
  html: string
}

// The countries the shop delivers to, named in the e-mail's language.
const COUNTRY_NAMES: Record<Country, MessageDescriptor> = { SK: msg`Slovakia`, CZ: msg`Czechia` }

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A block of lines under an optional heading; `image` (HTML only) is a PNG data: URI such as a payment QR. */
type Block = { heading?: string; lines: string[]; image?: { src: string; alt: string } }

// The e-mail's language on its root (`sk`, `cs`): screen readers and mail clients' translation offers read it.
function html(blocks: Block[], lang: string): string {
  const body = blocks
    .map(
      (block) =>
        `${block.heading ? `<h2 style="font-size:16px;margin:18px 0 6px">${escape(block.heading)}</h2>` : ''}${block.lines.map((line) => `<p style="margin:2px 0">${escape(line)}</p>`).join('')}${block.image ? `<p style="margin:8px 0"><img src="${escape(block.image.src)}" alt="${escape(block.image.alt)}" width="240" height="240"></p>` : ''}`,
    )
    .join('\n')
  return `<!doctype html><html lang="${escape(lang)}"><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">${body}</body></html>`
}

const text = (blocks: Block[]) =>
  blocks
    .map((block) => [...(block.heading ? [block.heading.toUpperCase()] : []), ...block.lines].join('\n'))
    .join('\n\n') + '\n'

/**
 * What a cash payment asks for (issue 37.2, `amountDue`): the sum rounded for cash, and the rounding as its own line
 * (none when the total is already round). The rounding is outside the VAT base: the VAT lines never include it.
 */
function cashDue(t: I18n['_'], totalGross: number, market: ReturnType<typeof marketOf>) {
  const { rounding, due } = amountDue(totalGross, market.currency)
  const signed = `${rounding > 0 ? '+' : ''}${formatMoney(rounding, market.currency, market.intl)}`
  return {
    due: formatMoney(due, market.currency, market.intl),
    roundingLines: rounding === 0 ? [] : [t(msg`Rounding: ${signed}`)],
  }
}

/** Where a pickup order is collected: the seller's address (the workshop). */
const workshopAddress = (settings: ShopSettings) =>
  `${settings.company.street}, ${settings.company.zip} ${settings.company.city}`

/** The shop's office hours as the e-mails say them: "pondelok – piatok, 8:00–16:00". */
const officeHours = (settings: ShopSettings, locale: LocaleCode) =>
  `${formatWeekdays(settings.hours, locale)}, ${settings.hours.opens}–${settings.hours.closes}`

/** The line every customer e-mail ends with: the shop's phone, office hours and e-mail of the market's contact. */
function contactLine(t: I18n['_'], settings: ShopSettings, locale: LocaleCode): string {
  const contact = settings.contact[locale]
  const phone = formatPhone(contact.phone)
  const email = contact.email
  const hours = officeHours(settings, locale)
  return t(msg`Questions? Call us (${hours}) at ${phone} or write to ${email}.`)
}

/** The closing block of a customer e-mail about an order: the contact line and the seller's name. */
const closingBlock = (t: I18n['_'], settings: ShopSettings, locale: LocaleCode): Block => ({
  lines: [contactLine(t, settings, locale), settings.company.name],
})

/** The line every customer e-mail of an order carries: its page, with the timeline, documents and cancellation. */
function orderPageBlock(t: I18n['_']): Block {
  const link = ORDER_PAGE_LINK
  return {
    lines: [t(msg`Follow your order, download its documents or write to us on its page: ${link}`)],
  }
}

/** The order-received e-mail for the customer and the notification for the shop, naming the seller of the published settings. */
export function orderMails(
  order: MailOrder,
  i18n: I18n,
  shopEmail: string | undefined,
  settings: ShopSettings,
): Mail[] {
  const t = i18n._.bind(i18n)
  const { locale } = order
  // The stored order speaks the wire's names; the e-mail reads the customer by the code's.
  const customer = formOfCustomer(order.customer)
  const market = marketOf(locale)
  const money = (cents: number) => formatMoney(cents, market.currency, market.intl)
  const date = new Intl.DateTimeFormat(market.intl, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Bratislava',
  }).format(new Date(order.createdAt))
  const contact = settings.contact[locale]
  const number = order.number
  const termsUrl = `${order.siteUrl}${LOCALES[locale].prefix}/conditions`
  // The e-mail is the durable record of the contract: it promises what the terms do (docs/product.md#delivery),
  // counted from the shop's confirmation.
  const days = settings.leadTimes.termsProduction
  const workshop = workshopAddress(settings)

  // A seller not registered for VAT names no VAT anywhere (issue 37): its prices are final.
  const vatFree = order.vat?.treatment.kind === 'notVatPayer'
  const items: Block = {
    heading: t(msg`Ordered cabinets`),
    lines: order.lines.flatMap((line, i) => {
      const count = line.count
      const unitNet = money(line.unit.net)
      const unitGross = money(line.unit.gross)
      const lineGross = money(line.unit.gross * line.count)
      const corpus = line.corpusColorTitle
      const door = line.doorColorTitle
      return [
        `${i + 1}. ${line.title}, ${formatDimensions(line.size, locale)}`,
        `   ${t(msg`Corpus: ${corpus}, door: ${door}`)}`,
        vatFree
          ? `   ${t(msg`${count} pcs × ${unitGross} = ${lineGross}`)}`
          : `   ${t(msg`${count} pcs × ${unitNet} excl. VAT (${unitGross} incl. VAT) = ${lineGross} incl. VAT`)}`,
      ]
    }),
  }
  const shippingGross = money(order.shipping.gross)
  const totalNet = money(order.total.net)
  const totalVat = money(order.total.vat)
  const totalGross = money(order.total.gross)
  const cash = cashDue(t, order.total.gross, market)
  // The deposit the settings in force would ask at the confirmation (issue 37.4); asked then, not now.
  const deposit = depositAmount(order.total.gross, market.currency, market.country, settings)
  const depositText = money(deposit)
  // The date the shop promised when the order was placed (issue 39.1): an estimate, the terms' limit stays binding.
  const promised = order.deliveryDate ? formatDay(order.deliveryDate, locale) : undefined
  const promise = promised
    ? customer.delivery === 'courier'
      ? [t(msg`We expect to deliver your order by ${promised}.`)]
      : [t(msg`We expect your order to be ready for pickup by ${promised}.`)]
    : []
  const totals: Block = {
    heading: t(msg`Total`),
    lines: [
      customer.delivery !== 'courier'
        ? t(msg`Personal pickup: free of charge`)
        : vatFree
          ? t(msg`Delivery by our courier: ${shippingGross}`)
          : t(msg`Delivery by our courier: ${shippingGross} incl. VAT`),
      ...vatBlockLines(order, settings, t, money, { totalNet, totalVat, totalGross }, cash),
      // Wording by delivery type: a pickup order meets no driver; a deposit the settings ask of this total is named.
      deposit > 0
        ? t(
            msg`Payment: a deposit of ${depositText} by bank transfer before production (the request for payment comes with our confirmation), the rest in cash on delivery or pickup.`,
          )
        : customer.delivery === 'courier'
          ? t(msg`Payment: in cash to the driver on delivery. No deposit is required.`)
          : t(msg`Payment: in cash when you pick up the order. No deposit is required.`),
    ],
  }
  const address = (a: { address: string; city: string; zip: string }) => `${a.address}, ${a.zip} ${a.city}`
  const billing = address(customer.billingAddress)
  // The shop delivers to Slovakia and Czechia: the courier's country is named, by the rule that priced it.
  const destination = t(COUNTRY_NAMES[destinationOf(customer, market.country)])
  const delivery = `${separateDelivery(customer) ? address(customer.deliveryAddress) : billing}, ${destination}`
  const company = customer.companyName
  const notes = customer.notes
  const who: Block = {
    heading: t(msg`Customer`),
    lines: [
      `${customer.name} ${customer.surname}`,
      `${customer.email}, ${formatPhone(customer.phone, customer.phonePrefix)}`,
      t(msg`Billing address: ${billing}`),
      customer.delivery === 'courier' ? t(msg`Delivery address: ${delivery}`) : t(msg`Personal pickup at our workshop`),
      ...(customer.isCompany
        ? [
            t(msg`Company: ${company}`),
            `IČO: ${customer.companyId}${customer.taxId ? `, DIČ: ${customer.taxId}` : ''}${customer.vatId ? `, ${locale === 'sk' ? 'IČ DPH' : 'DIČ (DPH)'}: ${customer.vatId}` : ''}`,
          ]
        : []),
      ...(notes ? [t(msg`Notes: ${notes}`)] : []),
    ],
  }
  const terms: Block = {
    heading: t(msg`Terms of the order`),
    lines: [
      t(
        msg`Your cabinets are made to measure to your specification; under consumer law such goods cannot be returned by withdrawing from the contract.`,
      ),
      // One deadline only: the confirmation e-mail names it (statusMail 'confirmed'); this one says it will come.
      t(
        msg`Until we confirm the order you may cancel it at any time; our confirmation e-mail names the last moment for a free cancellation. Once production has started the order can no longer be cancelled. Changes are possible only before production starts.`,
      ),
      customer.delivery === 'courier'
        ? t(
            msg`We make your cabinets within ${days} working days of our confirmation; you pay on delivery, so nothing else starts the clock. Once they are ready, our driver calls you 3 to 4 days ahead, the day before and about an hour before delivery.`,
          )
        : t(
            msg`We make your cabinets within ${days} working days of our confirmation; you pay on pickup, so nothing else starts the clock. Once they are ready, we e-mail you and you pick them up at our workshop at ${workshop}.`,
          ),
      t(
        msg`Complaints: please check the goods when you receive them and report any damage at once; a written complaint can be made within 7 working days of receipt.`,
      ),
      t(msg`Full terms and conditions: ${termsUrl}`),
    ],
  }
  const { company: seller } = settings
  const sellerIco = seller.ico
  const sellerDic = seller.dic
  const sellerIcDph = seller.icdph
  // The seller as the terms name it: the confirmation is the durable record of the contract.
  const sellerBlock: Block = {
    heading: t(msg`Seller`),
    lines: [
      seller.name,
      `${seller.street}, ${seller.zip} ${seller.city}, ${COUNTRY_OFFICIAL_NAMES[seller.country]}`,
      // A seller not registered for VAT has no VAT ID (issue 37: the setting may be empty then).
      sellerIcDph
        ? t(msg`Company ID (IČO) ${sellerIco}, tax ID (DIČ) ${sellerDic}, VAT ID ${sellerIcDph}`)
        : t(msg`Company ID (IČO) ${sellerIco}, tax ID (DIČ) ${sellerDic}`),
      seller.register,
    ],
  }
  const customerMail: Block[] = [
    {
      lines: [
        t(msg`Dear customer,`),
        // Received, not confirmed: the shop confirms it in its own e-mail, with the one cancellation deadline.
        t(
          msg`thank you for your order no. ${number} of ${date}. We have received it; once we have checked it, we confirm it in a separate e-mail.`,
        ),
        // The outbox attaches each line's design PDF (src/server/pdf/orderDesigns.ts).
        t(msg`Attached is a PDF drawing of each ordered design with its sizes, decors and price.`),
        ...promise,
      ],
    },
    items,
    totals,
    who,
    terms,
    sellerBlock,
    orderPageBlock(t),
    closingBlock(t, settings, locale),
  ]
  const shopMail: Block[] = [{ lines: [t(msg`New order no. ${number} of ${date}.`), ...promise] }, items, totals, who]
  return [
    {
      kind: 'customer',
      to: customer.email,
      subject: t(msg`Order no. ${number} received – Skrinka`),
      text: text(customerMail),
      html: html(customerMail, i18n.locale),
    },
    {
      kind: 'shop',
      to: shopEmail ?? contact.email,
      subject: t(msg`New order no. ${number}`),
      text: text(shopMail),
      html: html(shopMail, i18n.locale),
    },
  ]
}

/** What a status e-mail says about the order. */
export interface StatusMailOrder {
  number: string
  locale: LocaleCode
  email: string
  /** Delivered by the shop's courier (else picked up at the workshop). */
  courier: boolean
  /** The total to pay on delivery, incl. VAT, in minor units of the market's currency. */
  totalGross: number
  /** ISO time of the confirmation (the cancellation deadline counts from it). */
  confirmedAt: string | null
  /** Staff's note with the change (a cancellation's reason); '' for none. */
  note: string
  /** The deposit asked at the confirmation (issue 37.4): the request for payment and its QR (PNG data: URI). */
  deposit?: { payment: PaymentRequest; qr: string }
}

/** The customer's e-mail after the order moved to `status`: confirmed, ready, or cancelled; the seller of the published settings. */
export function statusMail(status: StatusMailStatus, order: StatusMailOrder, i18n: I18n, settings: ShopSettings): Mail {
  const t = i18n._.bind(i18n)
  const market = marketOf(order.locale)
  const { number, note } = order
  const contact = settings.contact[order.locale]
  const phone = formatPhone(contact.phone)
  const cash = cashDue(t, order.totalGross, market)
  const total = cash.due
  const workshop = workshopAddress(settings)
  const closing = closingBlock(t, settings, order.locale)
  const greeting = t(msg`Dear customer,`)
  let subject: string
  let lines: string[]
  let depositBlock: Block | undefined
  if (status === 'confirmed') {
    const days = settings.leadTimes.termsProduction
    // The deadline is a wall-clock day at 10:00 on the shop's clock; the day alone is formatted.
    const until = cancellableUntil(new Date(order.confirmedAt ?? Date.now()), market.country).slice(0, 10)
    const deadline = new Intl.DateTimeFormat(market.intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${until}T12:00:00Z`),
    )
    subject = t(msg`Order no. ${number} confirmed – Skrinka`)
    lines = [
      greeting,
      t(msg`we have confirmed your order no. ${number}; its production starts soon.`),
      order.deposit
        ? t(
            msg`We make your cabinets within ${days} working days of the day your deposit reaches our account; production starts once it is there.`,
          )
        : t(
            msg`We make your cabinets within ${days} working days of this confirmation; you pay on delivery, so nothing else starts the clock.`,
          ),
      t(
        msg`You may still cancel the order free of charge until 10:00 on ${deadline}; once production has started it can no longer be cancelled.`,
      ),
    ]
    if (order.deposit) {
      const { payment, qr } = order.deposit
      const amount = formatMoney(payment.amount, payment.currency, market.intl)
      const rest = formatMoney(order.totalGross - payment.amount, payment.currency, market.intl)
      const iban = payment.iban.replace(/(.{4})/g, '$1 ').trim()
      const symbol = payment.variableSymbol
      depositBlock = {
        heading: t(msg`Request for payment of the deposit`),
        lines: [
          t(msg`Please pay a deposit of ${amount} by bank transfer before we start production:`),
          t(msg`Account (IBAN): ${iban}`),
          t(msg`Amount: ${amount}`),
          t(msg`Variable symbol: ${symbol}`),
          t(msg`Or scan the QR code below in your banking app.`),
          t(msg`The rest, ${rest}, you pay on delivery. You get a tax document for the deposit once it is received.`),
        ],
        image: { src: qr, alt: t(msg`Payment QR code: ${amount}, variable symbol ${symbol}`) },
      }
    }
  } else if (status === 'ready') {
    subject = t(msg`Order no. ${number} is ready – Skrinka`)
    // The outbox attaches the instructions to this e-mail (src/server/pdf/assemblyAttachments.ts).
    const assembly = t(msg`The assembly instructions for your cabinets, made for exactly your design, are attached.`)
    lines = order.courier
      ? [
          greeting,
          t(msg`your order no. ${number} is ready; our own courier will deliver it to you.`),
          t(msg`Our driver will call you the day before the delivery and about an hour before arriving.`),
          ...cash.roundingLines,
          t(msg`You pay ${total} incl. VAT in cash to the driver.`),
          assembly,
        ]
      : [
          greeting,
          t(msg`your order no. ${number} is ready for pickup at our workshop at ${workshop}.`),
          t(msg`Please call us at ${phone} to agree on a time for the pickup.`),
          ...cash.roundingLines,
          t(msg`You pay ${total} incl. VAT in cash on pickup.`),
          assembly,
        ]
  } else {
    subject = t(msg`Order no. ${number} cancelled – Skrinka`)
    lines = [
      greeting,
      t(msg`your order no. ${number} has been cancelled. You owe us nothing for it.`),
      ...(note ? [t(msg`Reason: ${note}`)] : []),
    ]
  }
  const blocks: Block[] = [{ lines }, ...(depositBlock ? [depositBlock] : []), orderPageBlock(t), closing]
  return { kind: statusMailKind(status), to: order.email, subject, text: text(blocks), html: html(blocks, i18n.locale) }
}

/** "Send me this design" (issue 18.2): the short link of a shared design, in the shopper's language. */
export function shareMail(
  share: { url: string; kind: 'cabinet' | 'hallway'; to: string; locale: LocaleCode },
  i18n: I18n,
  settings: ShopSettings,
): Mail {
  const t = i18n._.bind(i18n)
  const { url } = share
  const what = share.kind === 'hallway' ? t(msg`your hallway`) : t(msg`your cabinet`)
  const blocks: Block[] = [
    {
      lines: [
        t(msg`Hello,`),
        t(msg`here is the link to ${what} as you designed it in our configurator:`),
        url,
        t(msg`It opens the same design with today's price; you can change it and order it from there.`),
      ],
    },
    {
      lines: [
        t(msg`You asked for this e-mail on our website; if it was not you, simply ignore it.`),
        contactLine(t, settings, share.locale),
        settings.company.name,
      ],
    },
  ]
  return {
    kind: 'share',
    to: share.to,
    subject: t(msg`Your design at Skrinka`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}

/** What the decor samples' e-mail says (issue 39.4): each decor with its name, its link and the link's QR (PNG data: URI). */
export interface SampleMail {
  number: string
  to: string
  locale: LocaleCode
  /** The name and address the samples go to, as the shopper wrote them. */
  recipient: { name: string; address: string; zip: string; city: string; country: Country }
  decors: Array<{ code: string; name: string; url: string; qr: string }>
}

/**
 * The confirmation of a request for free decor samples: what goes where, and per decor a link (and its QR, for the
 * phone next to the sample in hand) that opens the configurator in that decor. Free: no price, no payment.
 */
export function sampleMail(sample: SampleMail, i18n: I18n, settings: ShopSettings): Mail {
  const t = i18n._.bind(i18n)
  const { number, recipient } = sample
  const count = sample.decors.length
  const country = t(COUNTRY_NAMES[recipient.country])
  const blocks: Block[] = [
    {
      lines: [
        t(msg`Hello,`),
        t(msg`thank you for your request ${number}. We will post ${count} free decor samples (about A6) to:`),
        `${recipient.name}, ${recipient.address}, ${recipient.zip} ${recipient.city}, ${country}`,
        t(msg`The samples are free of charge: you pay nothing and need not send them back.`),
      ],
    },
    ...sample.decors.map(({ code, name, url, qr }) => ({
      heading: `${name} (${code})`,
      lines: [t(msg`Open the configurator in this decor:`), url],
      image: { src: qr, alt: t(msg`QR code: the configurator in the decor ${name}`) },
    })),
    {
      lines: [
        t(msg`You asked for this e-mail on our website; if it was not you, simply ignore it.`),
        contactLine(t, settings, sample.locale),
        settings.company.name,
      ],
    },
  ]
  return {
    kind: 'sample',
    to: sample.to,
    subject: t(msg`Your decor samples from Skrinka (${number})`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}

/** Each part of the contact as the edit e-mail names it. */
const CONTACT_LABELS: Record<ContactField, MessageDescriptor> = {
  name: msg`Name`,
  surname: msg`Surname`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  billingAddress: msg`Billing address`,
  deliveryAddress: msg`Delivery address`,
  company: msg`Company`,
  companyId: msg`Company ID (IČO)`,
  taxId: msg`Tax ID (DIČ)`,
  vatId: msg`VAT ID`,
}

/** What an order's edit e-mail is made from (src/server/db/orderEdit.ts); money in minor units. */
export interface EditMailOrder {
  number: string
  locale: LocaleCode
  email: string
  changes: OrderChange[]
}

/**
 * The customer's e-mail after staff edited the order (issue 36), in the order's language: every change old → new
 * (the contact's parts, each line's count and price per piece, the new total). Its kind (`edit-<n>`) is the caller's.
 */
export function orderEditMail(order: EditMailOrder, i18n: I18n, settings: ShopSettings): Omit<Mail, 'kind'> {
  const t = i18n._.bind(i18n)
  const market = marketOf(order.locale)
  const money = (cents: number) => formatMoney(cents, market.currency, market.intl)
  const { number } = order
  const none = t(msg`(none)`)
  const changes = order.changes.flatMap((change) => {
    if (change.kind === 'field') {
      const label = t(CONTACT_LABELS[change.field])
      const from = change.from || none
      const to = change.to || none
      return t(msg`${label}: ${from} → ${to}`)
    }
    if (change.kind === 'total') {
      const from = money(change.from.gross)
      const to = money(change.to.gross)
      const cash = cashDue(t, change.to.gross, market)
      const cashDueText = cash.due
      // Paid in cash: what the driver will collect, its rounding a line of its own (issue 37.2).
      return [
        t(msg`Total to pay incl. VAT: ${from} → ${to}`),
        ...(cash.roundingLines.length === 0
          ? []
          : [...cash.roundingLines, t(msg`Total to pay in cash: ${cashDueText}`)]),
      ]
    }
    const { title } = change
    const countFrom = change.count.from
    const countTo = change.count.to
    const unitFrom = money(change.unit.from.gross)
    const unitTo = money(change.unit.to.gross)
    const parts = [
      ...(countFrom !== countTo ? [t(msg`${countFrom} pcs → ${countTo} pcs`)] : []),
      ...(change.unit.from.gross !== change.unit.to.gross
        ? [
            change.repriced
              ? t(msg`price per piece at today's prices ${unitFrom} → ${unitTo} incl. VAT`)
              : t(msg`price per piece ${unitFrom} → ${unitTo} incl. VAT`),
          ]
        : []),
    ]
    return `${title}: ${parts.join(', ')}`
  })
  const blocks: Block[] = [
    {
      lines: [t(msg`Dear customer,`), t(msg`we have changed your order no. ${number} as follows:`)],
    },
    { heading: t(msg`Changes`), lines: changes },
    {
      lines: [
        t(
          msg`Everything else in the order stays as it was. If this is not what we agreed, please let us know at once.`,
        ),
      ],
    },
    orderPageBlock(t),
    closingBlock(t, settings, order.locale),
  ]
  return {
    to: order.email,
    subject: t(msg`Order no. ${number} changed – Skrinka`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}
/**
 * A staff member's one-time link to set a password (issue 36.6): an invitation or a reset, in the language of the
 * owner's screen (the account has no language of its own yet), valid for `hours`.
 */
export function staffLinkMail(
  link: { purpose: 'invite' | 'reset'; url: string; to: string; name: string; hours: number },
  i18n: I18n,
  settings: ShopSettings,
): Mail {
  const t = i18n._.bind(i18n)
  const { url, name, hours } = link
  const company = settings.company.name
  const intro =
    link.purpose === 'invite'
      ? t(msg`you have been invited to the back office of ${company}. Set your password with this link:`)
      : t(msg`a new password has been asked for your account in the back office of ${company}. Set it with this link:`)
  const blocks: Block[] = [
    {
      lines: [
        t(msg`Hello ${name},`),
        intro,
        url,
        t(msg`The link works once, for ${hours} hours. Until you use it, you cannot sign in with a new password.`),
      ],
    },
    { lines: [t(msg`If you did not expect this e-mail, tell the shop's owner.`), company] },
  ]
  return {
    kind: link.purpose === 'invite' ? 'staff-invite' : 'staff-reset',
    to: link.to,
    subject:
      link.purpose === 'invite'
        ? t(msg`Your account in the back office – Skrinka`)
        : t(msg`A new password for the back office – Skrinka`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}

/** A delivery e-mail (issue 36): its outbox kind is one per order and plan (src/domain/delivery.ts deliveryMailKind). */
export type DeliveryMail = Omit<Mail, 'kind'> & { kind: `onway-${number}` | `parcel-${number}` }

/** What the delivery e-mails say about the order. */
export interface DeliveryMailOrder {
  number: string
  locale: LocaleCode
  email: string
  /** The total to pay to the driver or the carrier, incl. VAT, in minor units of the market's currency. */
  totalGross: number
}

/** "On the way": the van brings the order on a day in a time window; in the order's language. */
export function onTheWayMail(
  order: DeliveryMailOrder,
  plan: { number: number; date: string; from: string; to: string },
  i18n: I18n,
  settings: ShopSettings,
): DeliveryMail {
  const t = i18n._.bind(i18n)
  const market = marketOf(order.locale)
  const { number } = order
  const contact = settings.contact[order.locale]
  const phone = formatPhone(contact.phone)
  const cash = cashDue(t, order.totalGross, market)
  const total = cash.due
  // A wall-clock day: formatted as the day alone, whatever the server's zone.
  const day = new Intl.DateTimeFormat(market.intl, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${plan.date}T12:00:00Z`))
  const window = `${plan.from}–${plan.to}`
  const blocks: Block[] = [
    {
      lines: [
        t(msg`Dear customer,`),
        t(msg`your order no. ${number} is on its way: our driver brings it on ${day} between ${window}.`),
        t(msg`The driver will call you about an hour before arriving.`),
        ...cash.roundingLines,
        t(msg`You pay ${total} incl. VAT in cash to the driver.`),
        t(msg`If the time does not suit you, please call us at ${phone} as soon as you can.`),
      ],
    },
    orderPageBlock(t),
    closingBlock(t, settings, order.locale),
  ]
  return {
    kind: deliveryMailKind('onway', plan.number),
    to: order.email,
    subject: t(msg`Order no. ${number} is on its way – Skrinka`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}

/** The order left by a parcel carrier: the carrier, the tracking number and, for a known carrier, its link. */
export function parcelMail(
  order: DeliveryMailOrder,
  parcel: { plan: number; carrier: string; tracking: string; url: string | undefined },
  i18n: I18n,
  settings: ShopSettings,
): DeliveryMail {
  const t = i18n._.bind(i18n)
  const market = marketOf(order.locale)
  const { number } = order
  const { carrier, tracking, url } = parcel
  const cash = cashDue(t, order.totalGross, market)
  const total = cash.due
  const blocks: Block[] = [
    {
      lines: [
        t(msg`Dear customer,`),
        t(msg`your order no. ${number} has been handed to the carrier ${carrier}.`),
        t(msg`Tracking number: ${tracking}`),
        ...(url ? [t(msg`Follow your parcel here: ${url}`)] : []),
        ...cash.roundingLines,
        t(msg`You pay ${total} incl. VAT in cash to the carrier on delivery.`),
      ],
    },
    orderPageBlock(t),
    closingBlock(t, settings, order.locale),
  ]
  return {
    kind: deliveryMailKind('parcel', parcel.plan),
    to: order.email,
    subject: t(msg`Order no. ${number} has been sent – Skrinka`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}

/**
 * The customer's e-mail with a tax document (issue 37.3), in the document's language; the outbox attaches its PDF
 * (kind `document-<number>`).
 */
export function documentMail(
  document: TaxDocument,
  to: string,
  i18n: I18n,
  settings: ShopSettings,
): Omit<Mail, 'kind'> {
  const t = i18n._.bind(i18n)
  const locale = localeOfLanguage(document.language)
  const market = marketOf(locale)
  const { number, orderNumber: order } = document
  const payable = formatMoney(Math.abs(document.payable), document.currency, market.intl)
  const invoice = document.refersTo?.number ?? ''
  const blocks: Block[] = [
    {
      lines: [
        t(msg`Dear customer,`),
        document.kind === 'creditNote'
          ? t(msg`attached is credit note ${number}, which corrects invoice ${invoice} for your order no. ${order}.`)
          : t(msg`attached is invoice ${number} for your order no. ${order}.`),
        document.kind === 'creditNote' ? t(msg`Amount to refund: ${payable}`) : t(msg`Amount to pay: ${payable}`),
      ],
    },
    orderPageBlock(t),
    closingBlock(t, settings, locale),
  ]
  return {
    to,
    subject:
      document.kind === 'creditNote'
        ? t(msg`Credit note ${number} for order no. ${order} – Skrinka`)
        : t(msg`Invoice ${number} for order no. ${order} – Skrinka`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}

/**
 * The link to the order's page sent again from the desk (issue 39.2: the customer lost the e-mail and called), in the
 * order's language; the outbox puts a fresh link in ORDER_PAGE_LINK's place. Its kind (`pagelink-<n>`) is the caller's.
 */
export function orderPageLinkMail(
  order: { number: string; locale: LocaleCode; email: string },
  i18n: I18n,
  settings: ShopSettings,
): Omit<Mail, 'kind'> {
  const t = i18n._.bind(i18n)
  const { number } = order
  const link = ORDER_PAGE_LINK
  const blocks: Block[] = [
    {
      lines: [
        t(msg`Dear customer,`),
        t(msg`as you asked, here is the link to the page of your order no. ${number} again:`),
        link,
        t(msg`On it you follow the order, download its documents and write to us.`),
      ],
    },
    closingBlock(t, settings, order.locale),
  ]
  return {
    to: order.email,
    subject: t(msg`The page of your order no. ${number} – Skrinka`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}

/** The shop's notice of a customer's message from the order page (issue 39.2); the outbox kind is the caller's. */
export function orderMessageMail(
  message: { number: string; text: string; locale: LocaleCode; to: string; deskUrl: string },
  i18n: I18n,
): Omit<Mail, 'kind'> {
  const t = i18n._.bind(i18n)
  const { number, deskUrl } = message
  const blocks: Block[] = [
    { lines: [t(msg`The customer of order no. ${number} writes from the order's page:`)] },
    { lines: message.text.split(/\r?\n/) },
    {
      lines: [t(msg`Reply to this e-mail to answer the customer.`), t(msg`The order on the desk: ${deskUrl}`)],
    },
  ]
  return {
    to: message.to,
    subject: t(msg`Message from the customer of order no. ${number}`),
    text: text(blocks),
    html: html(blocks, i18n.locale),
  }
}
