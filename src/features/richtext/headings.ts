import { slugify } from '@/lib/slug'

/** The parts of a serialized Lexical node this feature reads. */
export type RichTextNode = {
  type?: string
  tag?: string
  text?: string
  children?: RichTextNode[]
  [key: string]: unknown
}
/** Lexical JSON as Payload stores it for a richText field. */
export type RichTextContent = {
  root: { children: RichTextNode[]; [key: string]: unknown }
  [key: string]: unknown
}

export type Heading = { id: string; text: string; level: 2 | 3 | 4 }

const LEVELS: Record<string, Heading['level']> = { h2: 2, h3: 3, h4: 4 }

/** The visible text of a node and its descendants. */
export function textOf(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  return (node.children ?? []).map(textOf).join('')
}

/**
 * Each h2/h3/h4 heading node of the content with a stable id made from its text (slugify), made unique
 * in the document by a -2, -3... suffix. Keyed by the node itself, in document order.
 */
export function headingIndex(content: RichTextContent | null | undefined): Map<RichTextNode, Heading> {
  const index = new Map<RichTextNode, Heading>()
  const used = new Set<string>()
  const visit = (nodes: RichTextNode[]) => {
    for (const node of nodes) {
      const level = node.type === 'heading' && node.tag ? LEVELS[node.tag] : undefined
      if (level) {
        const text = textOf(node).replace(/\s+/g, ' ').trim()
        const base = slugify(text) || 'section'
        let id = base
        for (let n = 2; used.has(id); n++) id = `${base}-${n}`
        used.add(id)
        index.set(node, { id, text, level })
      }
      if (node.children) visit(node.children)
    }
  }
  visit(content?.root?.children ?? [])
  return index
}

/** The headings of the content, for a table of contents: [{ id, text, level }] in document order. */
export function headingsOf(content: RichTextContent | null | undefined): Heading[] {
  return [...headingIndex(content).values()]
}
