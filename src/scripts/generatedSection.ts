/**
 * A page of docs/ with one generated part between two markers (`<!-- name:begin -->`, `<!-- name:end -->`):
 * its script writes that part and leaves the prose around it; its test compares the part with what the
 * script would write.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const markers = (name: string) => [`<!-- ${name}:begin -->`, `<!-- ${name}:end -->`] as const

/** The generated part of a page as it stands. */
export function generatedSection(markdown: string, name: string): string {
  const [begin, end] = markers(name)
  return markdown.slice(markdown.indexOf(begin) + begin.length, markdown.indexOf(end)).trim()
}

/** Writes the generated part of the page at `file`, keeping what stands around it. */
export function writeGeneratedSection(file: string, name: string, content: string): void {
  const [begin, end] = markers(name)
  const doc = readFileSync(file, 'utf8')
  writeFileSync(
    file,
    doc.slice(0, doc.indexOf(begin) + begin.length) + '\n' + content + '\n' + doc.slice(doc.indexOf(end)),
  )
}
