/**
 * `npm run bench:pages`: throughput and latency of each load target (bench/targets.ts) against
 * `next start` on the large data set. Exits 1 when a budget is missed, 2 when the run itself failed.
 * Options (env): BENCH_URL, BENCH_DATABASE_URL, BENCH_PORT, BENCH_CONNECTIONS (20), BENCH_DURATION (10 s),
 * BENCH_WARMUP (3 s), BENCH_GZIP=1, BENCH_ONLY=name,name. Flags: --rebuild, --reseed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type LoadResult, runLoad } from './support/load'
import { loadClient } from './support/wrk'
import { RESULTS_DIR, startBenchServer, wantsRebuild } from './support/server'
import { formatTable, loadBudgetMisses } from './support/stats'
import { loadTargets } from './targets'
import { runBench } from './support/run'
import { startWeatherStub } from '../tests/stubs/weather-provider'

const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const durationSec = Number(process.env.BENCH_DURATION || 10)
const warmupSec = Number(process.env.BENCH_WARMUP ?? 3)
// Browsers ask for gzip and Next then compresses every response on the fly: opt-in, as it costs CPU.
const headers: Record<string, string> = process.env.BENCH_GZIP === '1' ? { 'accept-encoding': 'gzip' } : {}
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())
const targets = loadTargets.filter((t) => !only || only.includes(t.name))

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1))

async function main(): Promise<number> {
  if (targets.length === 0)
    throw new Error(`BENCH_ONLY matches no target (${loadTargets.map((t) => t.name).join(', ')})`)
  // The weather widget's provider: a stub on 127.0.0.1 (no network here), which the server inherits.
  const weather = await startWeatherStub()
  process.env.OPEN_METEO_URL = weather.url
  process.env.OPEN_METEO_GEOCODING_URL = weather.url
  const server = await startBenchServer({ largeData: true, rebuild: wantsRebuild() })
  const results: LoadResult[] = []
  try {
    console.log(
      `\n[bench] ${server.label}; ${loadClient()}, ${connections} connections, ${warmupSec} s warm-up + ${durationSec} s per target`,
    )
    for (const target of targets) {
      process.stdout.write(`[bench] ${target.name}… `)
      const result = await runLoad(server.baseUrl, target, { connections, durationSec, warmupSec, headers })
      console.log(result.error ?? `${result.rps.toFixed(0)} req/s`)
      results.push(result)
    }
  } finally {
    await server.stop()
    await weather.close()
  }

  const misses: string[] = []
  const rows = results.map((r, i) => {
    const budget = targets[i].budget
    const reasons = r.error
      ? [r.error]
      : loadBudgetMisses({ rps: r.rps, p95: r.latency.p95, failures: r.failures }, budget)
    misses.push(...reasons.map((reason) => `${r.name}: ${reason}`))
    const wanted = [
      budget.minRps && `>= ${budget.minRps} req/s`,
      budget.maxP95Ms && `p95 <= ${budget.maxP95Ms} ms`,
    ]
    return [
      r.name,
      `${r.method} ${r.path}`,
      r.rps.toFixed(0),
      ms(r.latency.p50),
      ms(r.latency.p95),
      ms(r.latency.p99),
      String(r.failures),
      r.cache,
      wanted.filter(Boolean).join(', '),
      reasons.length ? 'MISSED' : 'ok',
    ]
  })
  console.log(
    `\n${formatTable(['target', 'request', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'cache', 'budget', ''], rows)}\n`,
  )

  const report = {
    date: new Date().toISOString(),
    server: server.label,
    connections,
    durationSec,
    headers,
    results,
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(RESULTS_DIR, 'pages.json'), `${JSON.stringify(report, null, 2)}\n`)
  if (misses.length) {
    console.error(`Budgets missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
    if (connections !== 20) console.error('(budgets are set for 20 connections; BENCH_CONNECTIONS differs)')
    return 1
  }
  console.log('All load budgets met.')
  return 0
}

runBench(main)
