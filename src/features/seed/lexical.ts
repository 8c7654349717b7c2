/**
 * Builds Lexical rich text JSON as @payloadcms/richtext-lexical 3.90 stores it (the same node shapes its
 * own markdown converter writes). The seed's texts are written in a tiny markup, one block per string:
 *   '## Titre' h2 · '### Titre' h3 · '- élément' bullet list · '1. élément' numbered list · '> citation'
 *   '![clé-image]' image (an upload node; the key is turned into a media id by the caller)
 *   anything else: a paragraph. Inline: **gras**, *italique*, [texte](lien).
 * Consecutive list lines make one list.
 */
import { createHash } from 'node:crypto'

export const TEXT_BOLD = 1
export const TEXT_ITALIC = 2

type Node = { type: string; version: number; [key: string]: unknown }
export type LexicalDoc = {
  root: { type: 'root'; children: Node[]; direction: 'ltr' | null; format: ''; indent: 0; version: 1 }
}

const element = (type: string, children: Node[], extra: Record<string, unknown> = {}): Node => ({
  children,
  direction: null,
  format: '',
  indent: 0,
  type,
  version: 1,
  ...extra,
})

export const text = (value: string, format = 0): Node => ({
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  type: 'text',
  version: 1,
})

/** Link and upload nodes carry a 24-hex id; derive it from the content so every run writes the same JSON. */
const nodeId = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 24)

export const link = (label: string, url: string, seed = url): Node => ({
  ...element('link', [text(label)]),
  version: 3,
  fields: { linkType: 'custom', newTab: /^https?:/.test(url), url },
  id: nodeId(`${seed}|${label}|${url}`),
})

export const paragraph = (children: Node[]): Node =>
  element('paragraph', children, { textFormat: 0, textStyle: '' })
export const heading = (tag: 'h2' | 'h3' | 'h4', children: Node[]): Node =>
  element('heading', children, { tag })
export const quote = (children: Node[]): Node => element('quote', children)

export const list = (kind: 'bullet' | 'number', items: Node[][]): Node =>
  element(
    'list',
    items.map((children, i) => element('listitem', children, { value: i + 1 })),
    { listType: kind, start: 1, tag: kind === 'bullet' ? 'ul' : 'ol' },
  )

export const upload = (mediaId: number | string, seed = String(mediaId)): Node => ({
  type: 'upload',
  version: 3,
  format: '',
  id: nodeId(`upload|${seed}|${mediaId}`),
  fields: null,
  relationTo: 'media',
  value: mediaId,
})

export const root = (children: Node[]): LexicalDoc => ({
  root: { type: 'root', children, direction: null, format: '', indent: 0, version: 1 },
})

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Splits one line of inline markup into text and link nodes. */
export function inline(line: string, seed = ''): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of line.matchAll(INLINE)) {
    const index = match.index ?? 0
    if (index > last) nodes.push(text(line.slice(last, index)))
    if (match[1] !== undefined) nodes.push(text(match[1], TEXT_BOLD))
    else if (match[2] !== undefined) nodes.push(text(match[2], TEXT_ITALIC))
    else nodes.push(link(match[3] as string, match[4] as string, `${seed}|${index}`))
    last = index + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

export type MediaResolver = (key: string) => number | string

/** Turns blocks of markup into a Lexical document; `media` maps an image key to a media id. */
export function fromMarkup(
  blocks: readonly string[],
  media: MediaResolver = () => {
    throw new Error('Pas de média')
  },
): LexicalDoc {
  const children: Node[] = []
  let pending: { kind: 'bullet' | 'number'; items: Node[][] } | null = null
  const flush = () => {
    if (pending) children.push(list(pending.kind, pending.items))
    pending = null
  }
  blocks.forEach((raw, i) => {
    const line = raw.trim()
    const seed = `${i}|${line.slice(0, 40)}`
    const bullet = /^- (.*)$/.exec(line)
    const numbered = /^\d+\. (.*)$/.exec(line)
    const kind = bullet ? 'bullet' : numbered ? 'number' : null
    if (kind) {
      if (pending?.kind !== kind) flush()
      pending ??= { kind, items: [] }
      pending.items.push(inline((bullet ?? numbered)![1] as string, seed))
      return
    }
    flush()
    const image = /^!\[([\w-]+)\]$/.exec(line)
    if (image) children.push(upload(media(image[1] as string), seed))
    else if (line.startsWith('### ')) children.push(heading('h3', inline(line.slice(4), seed)))
    else if (line.startsWith('## ')) children.push(heading('h2', inline(line.slice(3), seed)))
    else if (line.startsWith('> ')) children.push(quote(inline(line.slice(2), seed)))
    else if (line) children.push(paragraph(inline(line, seed)))
  })
  flush()
  return root(children)
}

/** The plain text of a document, e.g. for an excerpt. */
export function plainText(doc: LexicalDoc): string {
  const walk = (node: Node): string =>
    node.type === 'text'
      ? String(node.text)
      : Array.isArray(node.children)
        ? (node.children as Node[]).map(walk).join('')
        : ''
  return doc.root.children.map(walk).filter(Boolean).join('\n')
}
