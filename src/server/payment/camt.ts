/**
 * A camt.053 bank statement (ISO 20022 BkToCstmrStmt, what SK and CZ banks export) read into credits: each booked
 * credit entry (or each of its transactions when it batches several), its booking day, amount, currency and the
 * variable symbol. Banks put the symbol in different places: the structured creditor reference, the end-to-end id
 * (SK: "/VS2026000123/SS/KS", CZ: "VS2026000123") or the unstructured remittance text ("VS: 2026000123").
 */
import { XMLParser } from 'fast-xml-parser'
import { parseBankAmount, parseBankDate, type StatementCredit } from '#domain/deposit.ts'

type Node = Record<string, unknown>
const list = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[]
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Node)[key] : undefined),
    node,
  )
const textOf = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? textOf((value as Node)['#text'])
      : String(value as string | number)

/** The variable symbol of a transaction, wherever its bank put it; '' when it has none. */
function symbolOf(tx: unknown): string {
  const structured = textOf(at(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref'))
  if (/^\d{1,10}$/.test(structured.trim())) return structured.trim()
  for (const text of [textOf(at(tx, 'Refs', 'EndToEndId')), ...list(at(tx, 'RmtInf', 'Ustrd')).map(textOf)]) {
    const vs = /VS[:\s]*(\d{1,10})/i.exec(text)
    if (vs) return vs[1]!
    if (/^\d{1,10}$/.test(text.trim())) return text.trim()
  }
  return ''
}

/** The credits of a camt.053 document; throws when it is not one. */
export function parseCamt053(xml: string): StatementCredit[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
  })
  const document = parser.parse(xml) as Node
  const statement = at(document, 'Document', 'BkToCstmrStmt')
  if (!statement) throw new Error('not a camt.053 statement (no Document/BkToCstmrStmt)')
  const credits: StatementCredit[] = []
  for (const stmt of list(at(statement, 'Stmt'))) {
    for (const entry of list(at(stmt, 'Ntry'))) {
      if (textOf(at(entry, 'CdtDbtInd')) !== 'CRDT') continue
      // A reversal or an entry still pending is no payment received.
      if (textOf(at(entry, 'RvslInd')) === 'true') continue
      const status = textOf(at(entry, 'Sts', 'Cd')) || textOf(at(entry, 'Sts'))
      if (status && status !== 'BOOK') continue
      const date =
        parseBankDate(textOf(at(entry, 'BookgDt', 'Dt')) || textOf(at(entry, 'BookgDt', 'DtTm'))) ??
        parseBankDate(textOf(at(entry, 'ValDt', 'Dt')))
      const transactions = list(at(entry, 'NtryDtls')).flatMap((details) => list(at(details, 'TxDtls')))
      const parts = transactions.length > 1 ? transactions : [transactions[0] ?? {}]
      for (const tx of parts) {
        const amountNode = (transactions.length > 1 ? at(tx, 'Amt') : undefined) ?? at(entry, 'Amt')
        const amount = parseBankAmount(textOf(amountNode))
        const currency = textOf(at(amountNode, '@Ccy')).toUpperCase()
        if (!date || amount === undefined || (currency !== 'EUR' && currency !== 'CZK')) continue
        credits.push({ date, amount, currency, variableSymbol: symbolOf(tx) })
      }
    }
  }
  return credits
}
