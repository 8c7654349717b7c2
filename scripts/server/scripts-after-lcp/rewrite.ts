/**
 * Rewrites a page's HTML as Next streams it, so that the framework's scripts start after the page's
 * largest paint (docs/decisions/0019-scripts-after-the-largest-paint.md). Each `<script src async>` of
 * the build's own chunks becomes an inert holder, `<script type="text/x-after-lcp" data-src="…">`, and
 * Next's low-priority preload of a chunk is dropped; the first holder is preceded by the loader
 * (./loader.ts) that turns the holders back into scripts once the page has painted. React leaves the
 * holders alone while it hydrates: they sit directly in <head> or <body>, where it skips what it did
 * not render itself (what browser extensions insert).
 */
import { LOADER_SCRIPT } from './loader'

/** The holders' type: not a script type, so the browser neither fetches nor runs them. */
export const HOLDER_TYPE = 'text/x-after-lcp'

/** Where the build's chunks are served from; nothing else is held back. */
const CHUNKS = '/_next/static/'

const TAG = /<(script|link)\b([^<>]*)>(?:<\/script>)?/gi
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g

function attributesOf(text: string): Map<string, string> | null {
  const found = new Map<string, string>()
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase()
    if (found.has(name)) return null
    found.set(name, match[2] ?? '')
  }
  return found
}

const sameKeys = (attributes: Map<string, string>, names: string[]) =>
  attributes.size === names.length && names.every((name) => attributes.has(name))

/**
 * What replaces one tag: a holder for a chunk script, nothing for a chunk preload, the tag itself for
 * anything else. Only Next's exact shapes are touched: a script with another attribute (an integrity, a
 * nonce, nomodule) stays as it is.
 */
function replacementOf(tag: string, element: string, attributeText: string): string | { src: string } {
  const attributes = attributesOf(attributeText)
  if (!attributes) return tag
  if (element.toLowerCase() === 'script') {
    const src = attributes.get('src') ?? ''
    if (!tag.endsWith('</script>') || !src.startsWith(CHUNKS) || !src.endsWith('.js')) return tag
    return sameKeys(attributes, ['src', 'async']) ? { src } : tag
  }
  const href = attributes.get('href') ?? ''
  const isChunkPreload =
    attributes.get('rel') === 'preload' &&
    attributes.get('as') === 'script' &&
    href.startsWith(CHUNKS) &&
    (sameKeys(attributes, ['rel', 'as', 'href']) ||
      sameKeys(attributes, ['rel', 'as', 'href', 'fetchpriority']))
  return isChunkPreload ? '' : tag
}

/**
 * A rewriter for one page: `push` each piece of text as it comes and send what it returns, then send
 * what `end` returns. A tag cut between two pieces is held back until its end arrives.
 */
export function createScriptsRewriter() {
  let pending = ''
  let loaderSent = false

  const rewrite = (text: string) =>
    text.replace(TAG, (tag: string, element: string, attributeText: string) => {
      const replacement = replacementOf(tag, element, attributeText.replace(/\/$/, ''))
      if (typeof replacement === 'string') return replacement
      const holder = `<script type="${HOLDER_TYPE}" data-src="${replacement.src}"></script>`
      if (loaderSent) return holder
      loaderSent = true
      return `<script>${LOADER_SCRIPT}</script>${holder}`
    })

  return {
    push(piece: string): string {
      const text = pending + piece
      // An unfinished tag at the end: everything from its `<` waits for the next piece. A script tag is
      // complete only with its `</script>`, which Next writes right after it.
      let cut = text.length
      const lastOpen = text.lastIndexOf('<')
      if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen
      const scriptStart = /<script\b[^<>]*>(?:<(?:\/(?:s(?:c(?:r(?:i(?:p(?:t)?)?)?)?)?)?)?)?$/i.exec(
        text.slice(0, cut),
      )
      if (scriptStart) cut = scriptStart.index
      pending = text.slice(cut)
      return rewrite(text.slice(0, cut))
    },
    end(): string {
      const rest = pending
      pending = ''
      return rewrite(rest)
    },
  }
}

/** The whole page at once (tests, and pages Next sends in one piece). */
export function rewritePage(html: string): string {
  const rewriter = createScriptsRewriter()
  return rewriter.push(html) + rewriter.end()
}
