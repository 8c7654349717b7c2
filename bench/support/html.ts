/**
 * Pure HTML helpers for the benchmarks. A regex scan is enough here: the input is Next's own markup,
 * and pulling in an HTML parser for two lookups would cost more than it saves.
 */

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
