/**
 * Pure HTML helpers for the benchmarks. A regex scan is enough here: the input is Next's own markup,
 * and pulling in an HTML parser for two lookups would cost more than it saves.
 */
import { HOLDER_TYPE } from '../../scripts/server/scripts-after-lcp/rewrite'

export interface PageScripts {
  /** `src` of each executable `<script src>` (not nomodule), entities decoded, in order, without repeats. */
  external: string[]
  /** Body of each executable inline `<script>` (Next's RSC payload, bootstrap, theme snippets...). */
  inline: string[]
}

// JSON-LD, import maps and other data blocks ship bytes but run no code: they are not first-load JS.
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
])

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

export function extractScripts(html: string): PageScripts {
  const external: string[] = []
  const inline: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1]
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase()
    // The production server holds the framework's scripts back until the page has painted
    // (scripts/server/scripts-after-lcp): each holder is a script the page still loads.
    const heldBack = type === HOLDER_TYPE ? attribute(attrs, 'data-src') : undefined
    if (heldBack !== undefined) {
      const url = decodeEntities(heldBack)
      if (!external.includes(url)) external.push(url)
      continue
    }
    if (!EXECUTABLE_TYPES.has(type)) continue
    // Next's legacy polyfills come as `<script nomodule>`: browsers with ES modules neither fetch nor
    // run them, and Next's own "First Load JS" leaves them out too.
    if (/(?:^|\s)nomodule(?:[\s=]|$)/i.test(attrs)) continue
    const src = attribute(attrs, 'src')
    if (src !== undefined) {
      const url = decodeEntities(src)
      if (!external.includes(url)) external.push(url)
    } else if (match[2].trim() !== '') {
      inline.push(match[2])
    }
  }
  return { external, inline }
}

/**
 * Path of the first article card inside `<main>` of a listing (the listing is newest first), skipping
 * pagination links. Header and footer links are outside `<main>` and so cannot be picked by mistake.
 */
export function firstArticlePath(html: string): string | null {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? ''
  for (const match of main.matchAll(/href="(\/articles\/([^"/?#]+))"/g)) {
    if (match[2] !== 'page') return match[1]
  }
  return null
}

/** The text of each `<style>` element (what `experimental.inlineCss` puts in the page). */
export function extractStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)]
    .map((match) => match[1])
    .filter((text) => text.trim() !== '')
}

const FLIGHT_PUSH = /^\s*self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)\s*;?\s*$/

/**
 * The page's inline data for client navigation (Next's `self.__next_f.push([1, "..."])` scripts), joined
 * back into one text, and the same text without the stylesheets the page also carries in `<style>`:
 * with inlined CSS, Next writes each stylesheet's text into that data as a text row (`<id>:T<hex byte
 * length>,<text>`), or a short one as the `children` string of its `<style>` element's row, and React
 * joins them into one `<style>`. Such a text is left out when a `<style>` holds it. Scripts of another
 * shape (bootstrap, theme snippets) are left out of both.
 */
export function flightData(inline: readonly string[], styles: readonly string[]) {
  let text = ''
  for (const code of inline) {
    const match = FLIGHT_PUSH.exec(code)
    if (match) text += JSON.parse(match[1]) as string
  }
  const bytes = Buffer.from(text)
  const kept: Buffer[] = []
  let from = 0
  const textRow = /(?:^|\n)[0-9a-f]+:T([0-9a-f]+),/g
  for (let row = textRow.exec(text); row; row = textRow.exec(text)) {
    const start = Buffer.byteLength(text.slice(0, row.index + row[0].length))
    const end = start + Number.parseInt(row[1], 16)
    const rowText = bytes.subarray(start, end).toString()
    if (styles.some((style) => style.includes(rowText))) {
      kept.push(bytes.subarray(from, start))
      from = end
    }
    textRow.lastIndex = text.length - bytes.subarray(end).toString().length
  }
  kept.push(bytes.subarray(from))
  // A short stylesheet is written inside its `<style>` element's row instead, as its `children` string.
  const withoutStyles = Buffer.concat(kept)
    .toString()
    .replace(STYLE_ELEMENT_CSS, (element: string, prefix: string, literal: string, suffix: string) => {
      const css = JSON.parse(literal) as string
      return styles.some((style) => style.includes(css)) ? `${prefix}""${suffix}` : element
    })
  return { text, withoutStyles }
}

/** A `<style>` element's row written with its stylesheet's text (not a reference to a text row). */
const STYLE_ELEMENT_CSS =
  /(\["\$","style","[^"]*",\{[^{}]*?"children":)("(?:[^"\\$]|\\.)(?:[^"\\]|\\.)*")(\}\])/g
