/**
 * `npm run bench:size`: first-load JS per page, gzip. For each size target (bench/targets.ts) it fetches
 * the page, then every executable `<script src>` of the same origin and every inline script, gzips each
 * one on its own at level 9 (as a server would send it, at the best ratio) and sums. Pages answering
 * 404 are "absent" (not built yet), not failures. Exits 1 when a budget is missed, 2 when the run failed.
 * Options: BENCH_URL, BENCH_DATABASE_URL, BENCH_PORT; --rebuild, --reseed; --detail lists each script.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { extractScripts } from './support/html'
import { RESULTS_DIR, startBenchServer, wantsRebuild } from './support/server'
import { formatTable } from './support/stats'
import { type SizeTarget, sizeTargets } from './targets'

const KB = 1024
const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length

interface PageSize {
  name: string
  path: string
  status: 'measured' | 'absent' | 'error'
  scripts: number
  rawKb: number
  externalKb: number
  inlineKb: number
  totalKb: number
  maxKb: number
  /** Cross-origin scripts cannot be fetched offline: listed, not counted. */
  foreign: string[]
  /** gzip KB of each file, for --detail: which chunk to chase when over budget. */
  files: { src: string; kb: number }[]
  error?: string
}

async function measure(baseUrl: string, target: SizeTarget): Promise<PageSize> {
  const empty = {
    name: target.name,
    scripts: 0,
    rawKb: 0,
    externalKb: 0,
    inlineKb: 0,
    totalKb: 0,
    maxKb: target.maxKb,
    foreign: [],
    files: [],
  }
  let pagePath: string
  try {
    pagePath = typeof target.path === 'string' ? target.path : await target.path(baseUrl)
  } catch (error) {
    return { ...empty, path: '?', status: 'error', error: (error as Error).message }
  }
  const page = await fetch(baseUrl + pagePath)
  const html = await page.text()
  if (page.status === 404) return { ...empty, path: pagePath, status: 'absent' }
  if (!page.ok) return { ...empty, path: pagePath, status: 'error', error: `answered ${page.status}` }

  const { external, inline } = extractScripts(html)
  const origin = new URL(baseUrl).origin
  const foreign: string[] = []
  const files: PageSize['files'] = []
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
      return {
        ...empty,
        path: pagePath,
        status: 'error',
        error: `${url.pathname} answered ${response.status}`,
      }
    const body = Buffer.from(await response.arrayBuffer())
    const gz = gzipBytes(body)
    raw += body.length
    externalGz += gz
    files.push({ src: url.pathname, kb: gz / KB })
  }
  const inlineGz = inline.reduce((sum, code) => sum + gzipBytes(code), 0)
  raw += inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0)
  return {
    ...empty,
    path: pagePath,
    status: 'measured',
    scripts: external.length - foreign.length + inline.length,
    rawKb: raw / KB,
    externalKb: externalGz / KB,
    inlineKb: inlineGz / KB,
    totalKb: (externalGz + inlineGz) / KB,
    foreign,
    files: files.sort((a, b) => b.kb - a.kb),
  }
}

async function main(): Promise<number> {
  const server = await startBenchServer({ largeData: false, rebuild: wantsRebuild() })
  const results: PageSize[] = []
  try {
    for (const target of sizeTargets) results.push(await measure(server.baseUrl, target))
  } finally {
    await server.stop()
  }

  const kb = (value: number) => value.toFixed(1)
  const misses: string[] = []
  const rows = results.map((r) => {
    const measured = r.status === 'measured'
    const over = measured && r.totalKb > r.maxKb
    if (r.status === 'error') misses.push(`${r.name}: ${r.error}`)
    if (over) misses.push(`${r.name}: ${kb(r.totalKb)} KB > ${r.maxKb} KB`)
    const verdict = r.status === 'absent' ? 'absent' : r.status === 'error' || over ? 'MISSED' : 'ok'
    return [
      r.name,
      r.path,
      measured ? String(r.scripts) : '-',
      measured ? kb(r.rawKb) : '-',
      measured ? kb(r.externalKb) : '-',
      measured ? kb(r.inlineKb) : '-',
      measured ? kb(r.totalKb) : '-',
      `<= ${r.maxKb}`,
      verdict,
    ]
  })
  console.log(`\n[bench] ${server.label}; gzip level 9 per script, KB = 1,024 bytes`)
  console.log(
    `\n${formatTable(['page', 'path', 'scripts', 'raw KB', 'files gz', 'inline gz', 'total gz', 'budget', ''], rows)}\n`,
  )
  if (process.argv.includes('--detail')) {
    for (const r of results.filter((x) => x.files.length)) {
      console.log(`${r.name}:\n${r.files.map((f) => `  ${kb(f.kb).padStart(6)} KB  ${f.src}`).join('\n')}`)
    }
  }
  for (const r of results)
    if (r.foreign.length) console.warn(`${r.name}: cross-origin scripts not counted: ${r.foreign.join(', ')}`)

  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'size.json'),
    `${JSON.stringify({ date: new Date().toISOString(), server: server.label, results }, null, 2)}\n`,
  )
  if (misses.length) {
    console.error(`Budgets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
    return 1
  }
  console.log('All size budgets met (absent pages not counted).')
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench] ${(error as Error).stack ?? error}`)
    process.exit(2)
  },
)
