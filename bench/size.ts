/**
 * `npm run bench:size`: first-load JS per page, gzip. For each size target (bench/targets.ts) it fetches
 * the page, then every executable `<script src>` of the same origin (each gzipped on its own at level 9)
 * and the inline scripts (gzipped together: they come in the one HTML answer), and sums, less the inlined
 * stylesheets' copy in the navigation data (support/first-load.ts). Pages answering
 * 404 are "absent" (not built yet), not failures. Exits 1 when a budget is missed, 2 when the run failed.
 * Options: BENCH_URL, BENCH_DATABASE_URL, BENCH_PORT; --rebuild, --reseed; --detail lists each script.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type FirstLoad, measureFirstLoad } from './support/first-load'
import { frameworkFloor } from './support/floor'
import { RESULTS_DIR, startBenchServer, wantsRebuild } from './support/server'
import { formatTable } from './support/stats'
import { type SizeTarget, sizeTargets } from './targets'
import { runBench } from './support/run'

interface PageSize extends FirstLoad {
  name: string
  maxAppKb: number
}

async function measure(baseUrl: string, target: SizeTarget): Promise<PageSize> {
  const named = { name: target.name, maxAppKb: target.maxAppKb }
  try {
    const pagePath = typeof target.path === 'string' ? target.path : await target.path(baseUrl)
    return { ...named, ...(await measureFirstLoad(baseUrl, pagePath)) }
  } catch (error) {
    const nothing = {
      ...{ scripts: 0, rawKb: 0, externalKb: 0, inlineKb: 0, totalKb: 0, cssCopyKb: 0 },
      ...{ foreign: [], files: [] },
    }
    return { ...named, ...nothing, path: '?', status: 'error', error: (error as Error).message }
  }
}

async function main(): Promise<number> {
  const floor = await frameworkFloor()
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
    const appKb = r.totalKb - r.cssCopyKb - floor.totalKb
    const over = measured && appKb > r.maxAppKb
    if (r.status === 'error') misses.push(`${r.name}: ${r.error}`)
    if (over)
      misses.push(`${r.name}: ${kb(appKb)} KB of our own JS > ${r.maxAppKb} KB (${kb(r.totalKb)} KB in all)`)
    const verdict = r.status === 'absent' ? 'absent' : r.status === 'error' || over ? 'MISSED' : 'ok'
    return [
      r.name,
      r.path,
      measured ? String(r.scripts) : '-',
      measured ? kb(r.rawKb) : '-',
      measured ? kb(r.externalKb) : '-',
      measured ? kb(r.inlineKb) : '-',
      measured ? kb(r.totalKb) : '-',
      measured ? kb(r.cssCopyKb) : '-',
      measured ? kb(appKb) : '-',
      `<= ${r.maxAppKb}`,
      verdict,
    ]
  })
  console.log(
    `\n[bench] ${server.label}; gzip level 9, each file alone and the inline scripts together, KB = 1,024 bytes`,
  )
  console.log(
    `[bench] framework floor (empty page, Next.js ${floor.next}, React ${floor.react}): ${kb(floor.totalKb)} KB; ` +
      '"ours" = total - css copy - floor, the figure the budget bounds (ADR 0006); "css copy" = the ' +
      "inlined stylesheets' text in Next's navigation data (ADR 0018), which no browser runs",
  )
  console.log(
    `\n${formatTable(['page', 'path', 'scripts', 'raw KB', 'files gz', 'inline gz', 'total gz', 'css copy', 'ours gz', 'budget', ''], rows)}\n`,
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
    `${JSON.stringify({ date: new Date().toISOString(), server: server.label, floor, results }, null, 2)}\n`,
  )
  if (misses.length) {
    console.error(`Budgets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
    return 1
  }
  console.log('All size budgets met (absent pages not counted).')
  return 0
}

runBench(main)
