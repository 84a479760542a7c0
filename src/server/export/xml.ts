/**
 * The accountant's XML files (issue 37.6): the domain builds each document's element tree (src/domain/isdoc.ts,
 * src/domain/ubl.ts), fast-xml-parser's builder writes it, so every text is escaped by the library, never by hand.
 */
import { XMLBuilder } from 'fast-xml-parser'
import type { TaxDocument } from '#domain/invoice.ts'
import { isdocTree } from '#domain/isdoc.ts'
import { ublTree } from '#domain/ubl.ts'

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  suppressEmptyNode: false,
  suppressBooleanAttributes: false,
})

/** An element tree as XML text. */
export function xmlOf(tree: Record<string, unknown>): string {
  return builder.build(tree) as string
}

/** A document as ISDOC 6.0.2. */
export const isdocXml = (document: TaxDocument): string => xmlOf(isdocTree(document))

/** A document as UBL 2.1, Peppol BIS Billing 3.0. */
export const ublXml = (document: TaxDocument): string => xmlOf(ublTree(document))
