/**
 * Builds Lexical rich text JSON as @payloadcms/richtext-lexical 3.90 stores it (the same node shapes its
 * own markdown converter writes). The seed's texts are written in a tiny markup, one block per string:
 *   '## Titre' h2 · '### Titre' h3 · '- élément' bullet list · '1. élément' numbered list · '> citation'
 *   '![clé-image]' image (an upload node; the key is turned into a media id by the caller)
 *   anything else: a paragraph. Inline: **gras**, *italique*, [texte](lien).
 * A link followed by `{overlay …}` opens in the overlay, with the link dialog's overlay fields
 * (src/features/richtext/link-fields.ts): `{overlay caption="La digue" group=digue width=800 height=500
 * modal inlineId=plan iframe}`, every setting optional.
 * A line `{bloc videoGallery playlist=evenements pageSize=3 autonext}` is a block of the editor's blocks
 * (src/payload.config.ts): its type, then its fields (numbers as numbers, a bare name as true); the caller's
 * `blockField` turns a value written in the markup into the one stored (a playlist's slug into its id).
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

export const link = (
  label: string,
  url: string,
  seed = url,
  extra: Record<string, string | number | boolean> = {},
): Node => ({
  ...element('link', [text(label)]),
  version: 3,
  fields: { linkType: 'custom', newTab: /^https?:/.test(url), url, ...extra },
  id: nodeId(`${seed}|${label}|${url}`),
})

/** The overlay settings a `{overlay …}` suffix may give, and the link field each one fills. */
const OVERLAY_SETTINGS: Record<string, { field: string; kind: 'text' | 'number' | 'flag' }> = {
  caption: { field: 'overlayCaption', kind: 'text' },
  group: { field: 'overlayGroup', kind: 'text' },
  width: { field: 'overlayWidth', kind: 'number' },
  height: { field: 'overlayHeight', kind: 'number' },
  modal: { field: 'overlayModal', kind: 'flag' },
  inlineId: { field: 'overlayInlineId', kind: 'text' },
  iframe: { field: 'overlayIframe', kind: 'flag' },
}

/** The link fields of a `{overlay key=value key="a value" flag}` suffix; throws on anything else. */
export function overlayFields(settings: string): Record<string, string | number | boolean> {
  const SETTING = /(\w+)(?:=(?:"([^"]*)"|([^\s"]+)))?/g
  const [first, ...rest] = Array.from(settings.matchAll(SETTING))
  if (first?.[0] !== 'overlay' || settings.replace(SETTING, '').trim() !== '')
    throw new Error(`Réglages de lien inconnus : {${settings}}`)
  const fields: Record<string, string | number | boolean> = { overlay: true }
  for (const [whole, key, quoted, bare] of rest) {
    const setting = OVERLAY_SETTINGS[key as string]
    const value = quoted ?? bare
    if (!setting || (setting.kind === 'flag') !== (value === undefined))
      throw new Error(`Réglage de lien inconnu : ${whole}`)
    fields[setting.field] =
      setting.kind === 'flag' ? true : setting.kind === 'number' ? Number(value) : (value as string)
  }
  return fields
}

/** Turns a block field's value as written in the markup into the one stored (see fromMarkup). */
export type BlockFieldResolver = (
  blockType: string,
  name: string,
  value: string | number | boolean,
) => unknown

/** A block node from a `{bloc type key=value key="a value" flag}` line. */
export function blockNode(settings: string, seed: string, resolve: BlockFieldResolver): Node {
  const SETTING = /(\w+)(?:=(?:"([^"]*)"|([^\s"]+)))?/g
  const [first, second, ...rest] = Array.from(settings.matchAll(SETTING))
  const named = second !== undefined && second[0] === second[1]
  if (first?.[0] !== 'bloc' || !named || settings.replace(SETTING, '').trim() !== '')
    throw new Error(`Bloc illisible : {${settings}}`)
  const blockType = second[1] as string
  const fields: Record<string, unknown> = { id: nodeId(`block|${seed}`), blockName: '', blockType }
  for (const [, key, quoted, bare] of rest) {
    const value = quoted ?? (bare === undefined ? true : /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : bare)
    fields[key as string] = resolve(blockType, key as string, value)
  }
  return { type: 'block', version: 2, format: '', fields }
}

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

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)(?:\{([^}]*)\})?/g

/** Turns a link's address as written in the markup into the one stored (see fromMarkup). */
export type LinkResolver = (url: string) => string

/** Splits one line of inline markup into text and link nodes. */
export function inline(line: string, seed = '', linkUrl: LinkResolver = (url) => url): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of line.matchAll(INLINE)) {
    const index = match.index ?? 0
    if (index > last) nodes.push(text(line.slice(last, index)))
    if (match[1] !== undefined) nodes.push(text(match[1], TEXT_BOLD))
    else if (match[2] !== undefined) nodes.push(text(match[2], TEXT_ITALIC))
    else
      nodes.push(
        link(
          match[3] as string,
          linkUrl(match[4] as string),
          `${seed}|${index}`,
          match[5] === undefined ? {} : overlayFields(match[5]),
        ),
      )
    last = index + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

export type MediaResolver = (key: string) => number | string

/**
 * Turns blocks of markup into a Lexical document; `media` maps an image key to a media id, `linkUrl` the
 * address written in a link to the one stored (the seed turns `media:<clé>` into the picture's file).
 */
export function fromMarkup(
  blocks: readonly string[],
  media: MediaResolver = () => {
    throw new Error('Pas de média')
  },
  linkUrl?: LinkResolver,
  blockField: BlockFieldResolver = (_type, _name, value) => value,
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
      pending.items.push(inline((bullet ?? numbered)![1] as string, seed, linkUrl))
      return
    }
    flush()
    const image = /^!\[([\w-]+)\]$/.exec(line)
    const block = /^\{(bloc\b[^}]*)\}$/.exec(line)
    if (image) children.push(upload(media(image[1] as string), seed))
    else if (block) children.push(blockNode(block[1] as string, seed, blockField))
    else if (line.startsWith('### ')) children.push(heading('h3', inline(line.slice(4), seed, linkUrl)))
    else if (line.startsWith('## ')) children.push(heading('h2', inline(line.slice(3), seed, linkUrl)))
    else if (line.startsWith('> ')) children.push(quote(inline(line.slice(2), seed, linkUrl)))
    else if (line) children.push(paragraph(inline(line, seed, linkUrl)))
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
