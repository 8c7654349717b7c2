/**
 * First-load JS of one page, as bench:size and bench:floor count it: every executable same-origin
 * `<script src>` gzipped on its own at level 9 (as a server sends each file, at the best ratio), plus the
 * inline scripts gzipped together as one stream (they travel inside the one HTML answer: gzipping each
 * alone, as this measure did until MEASURE_METHOD 2, counted the page's data about a third too heavy).
 * KB are 1,024 bytes.
 */
import { gzipSync } from 'node:zlib'
import { extractScripts, extractStyles, flightData } from './html'

export const KB = 1024
/** Changes whenever the way of counting does: a floor measured another way is measured again. */
export const MEASURE_METHOD = 2
const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length

export interface FirstLoad {
  path: string
  status: 'measured' | 'absent' | 'error'
  scripts: number
  rawKb: number
  externalKb: number
  inlineKb: number
  totalKb: number
  /**
   * Of the inline scripts, the share that is the stylesheets' text written into the navigation data
   * (`experimental.inlineCss`, ADR 0018): gzip of that data minus gzip of the same data without it. It
   * is CSS the browser never runs, so the budget of our own scripts leaves it out (ADR 0006).
   */
  cssCopyKb: number
  /** Cross-origin scripts cannot be fetched offline: listed, not counted. */
  foreign: string[]
  /** gzip KB of each file, for --detail: which chunk to chase when over budget. */
  files: { src: string; kb: number }[]
  error?: string
}

/** Measures `pagePath` on the server at `baseUrl`; a 404 is "absent" (page not built yet). */
export async function measureFirstLoad(baseUrl: string, pagePath: string): Promise<FirstLoad> {
  const empty = {
    path: pagePath,
    scripts: 0,
    rawKb: 0,
    externalKb: 0,
    inlineKb: 0,
    totalKb: 0,
    cssCopyKb: 0,
    foreign: [],
    files: [],
  }
  const page = await fetch(baseUrl + pagePath)
  const html = await page.text()
  if (page.status === 404) return { ...empty, status: 'absent' }
  if (!page.ok) return { ...empty, status: 'error', error: `answered ${page.status}` }

  const { external, inline } = extractScripts(html)
  const origin = new URL(baseUrl).origin
  const foreign: string[] = []
  const files: FirstLoad['files'] = []
  let raw = 0
  let externalGz = 0
  for (const src of external) {
    const url = new URL(src, baseUrl + pagePath)
    if (url.origin !== origin) {
      foreign.push(url.href)
      continue
    }
    const response = await fetch(url)
    if (!response.ok)
      return { ...empty, status: 'error', error: `${url.pathname} answered ${response.status}` }
    const body = Buffer.from(await response.arrayBuffer())
    const gz = gzipBytes(body)
    raw += body.length
    externalGz += gz
    files.push({ src: url.pathname, kb: gz / KB })
  }
  const inlineGz = inline.length ? gzipBytes(inline.join('\n')) : 0
  raw += inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0)
  const flight = flightData(inline, extractStyles(html))
  const cssCopyGz = gzipBytes(JSON.stringify(flight.text)) - gzipBytes(JSON.stringify(flight.withoutStyles))
  return {
    path: pagePath,
    status: 'measured',
    scripts: external.length - foreign.length + inline.length,
    rawKb: raw / KB,
    externalKb: externalGz / KB,
    inlineKb: inlineGz / KB,
    totalKb: (externalGz + inlineGz) / KB,
    cssCopyKb: cssCopyGz / KB,
    foreign,
    files: files.sort((a, b) => b.kb - a.kb),
  }
}
