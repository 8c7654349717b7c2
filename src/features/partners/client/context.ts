import {
  AFTER_HEADING_CHARS,
  BEFORE_HEADING_CHARS,
  CONTEXT_MAX_CHARS,
  MAX_PARENT_LEVELS,
  METADATA_MAX_CHARS,
} from './constants'

/** What call 22 tells the partner about the page (the metadata call adds `partnerHashCode`). */
export type PageContext = {
  language: string
  metaTitle: string
  metaDescription: string
  sectionHeading: string
  paragraph: string
  url: string
}
export type MetadataContext = PageContext & { partnerHashCode: string }

/** Words and signs of code or addresses: a text holding one says nothing about the page and is left out. */
const CODE_LIKE =
  /\b(?:https?|www|img|function|ajax|javascript|css|script|iframe|jquery|json|html|src|href|onclick|onload|innerhtml|typeof|undefined)\b|[{}<>]|=>/i

/** Text blocks of the content; the text of a block that holds another block is its children's. */
const BLOCKS = 'p, li, dt, dd, blockquote, figcaption, td, th, h1, h2, h3, h4, h5, h6'
const HEADINGS = 'h1, h2, h3, h4, h5, h6'
/** Parts of the content that are not its text: navigation, forms, asides, widgets, hidden parts. */
const NOT_CONTENT = 'nav, form, aside, [hidden], [aria-hidden="true"], .partner-widget, [data-partner-widget]'
/** Elements whose text is left out: links (with their text), scripts, styles and the like. */
const SKIPPED = new Set(['A', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'BUTTON'])

/** Line breaks and runs of spaces as one space; empty when the text looks like code or an address. */
function tidy(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  return CODE_LIKE.test(plain) ? '' : plain
}

/** A text of the page given as markup (title, description): links with their text and tags removed. */
export function cleanText(markup: string): string {
  return tidy(markup.replace(/<a\b[^>]*>[\s\S]*?<\/a\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
}

/** At most `max` UTF-16 units, never ending on half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max
  return text.slice(0, end)
}

function rawText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? ''
  if (node.nodeType !== Node.ELEMENT_NODE) return ''
  const tag = (node as Element).tagName.toUpperCase()
  if (tag === 'BR') return ' '
  if (SKIPPED.has(tag)) return ' '
  return Array.from(node.childNodes, rawText).join('')
}

/** An element's text: without links, scripts or line breaks; empty when it looks like code. */
export const elementText = (element: Element) => tidy(rawText(element))

const isContent = (element: Element, root: Element) => {
  const excluded = element.closest(NOT_CONTENT)
  return !excluded || !root.contains(excluded) || excluded === root
}

/** The content's first heading (h1 to h6), in document order. */
export function firstHeading(root: Element): Element | null {
  return Array.from(root.querySelectorAll(HEADINGS)).find((heading) => isContent(heading, root)) ?? null
}

type Block = { element: Element; text: string }

/** The content's text blocks other than headings, innermost ones only, with their text. */
function textBlocks(root: Element): Block[] {
  return Array.from(root.querySelectorAll(BLOCKS))
    .filter((element) => !element.matches(HEADINGS) && !element.querySelector(BLOCKS))
    .filter((element) => isContent(element, root))
    .map((element) => ({ element, text: elementText(element) }))
    .filter((block) => block.text !== '')
}

const joined = (blocks: Block[]) => blocks.map((block) => block.text).join(' ')
const precedes = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

/**
 * The text that stands for the page: with no heading, all of the content's text. Else the text before the
 * first heading when it has at least BEFORE_HEADING_CHARS characters (a long introduction); otherwise the
 * text after the heading inside its parent, or the grandparent and so on, at most MAX_PARENT_LEVELS up and
 * never above the content root, taking the first of them holding at least AFTER_HEADING_CHARS characters
 * (or the last one looked at). Blocks are joined by a space; counts are of the joined text.
 */
export function contextParagraph(root: Element): string {
  const blocks = textBlocks(root)
  const heading = firstHeading(root)
  if (!heading) return joined(blocks)
  const before = joined(blocks.filter((block) => precedes(block.element, heading)))
  if (before.length >= BEFORE_HEADING_CHARS) return before
  const following = blocks.filter((block) => precedes(heading, block.element))
  let after = ''
  let scope = heading.parentElement
  for (let level = 1; scope && level <= MAX_PARENT_LEVELS; level++) {
    const inside = scope
    after = joined(following.filter((block) => inside.contains(block.element)))
    if (after.length >= AFTER_HEADING_CHARS || scope === root) break
    scope = scope.parentElement
  }
  return after
}

type PageParts = { document: Document; root: Element; location: Pick<Location, 'origin' | 'pathname'> }

/** The page context of the widget calls, each text cut to `max` characters (2,000 for those calls). */
export function pageContext(
  { document, root, location }: PageParts,
  max: number = CONTEXT_MAX_CHARS,
): PageContext {
  const heading = firstHeading(root)
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  return {
    language: document.documentElement.lang || 'fr',
    metaTitle: cutText(cleanText(document.title), CONTEXT_MAX_CHARS),
    metaDescription: cutText(cleanText(description), CONTEXT_MAX_CHARS),
    sectionHeading: cutText(heading ? elementText(heading) : '', max),
    paragraph: cutText(contextParagraph(root), max),
    url: `${location.origin}${location.pathname}`,
  }
}

/** The metadata call's context: heading and paragraph cut to 8,000 characters, and the partner's id. */
export const metadataContext = (parts: PageParts, partnerHashCode: string): MetadataContext => ({
  ...pageContext(parts, METADATA_MAX_CHARS),
  partnerHashCode,
})
