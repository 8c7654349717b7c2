/**
 * `npm run bench:proxy`: the home page in one run on one machine, three ways: nginx serving a saved copy
 * of it as a static file (the physical limit), Escale behind the shipped proxy (deploy/nginx/escale.conf,
 * two instances), and Escale alone (one instance, the page from its micro-cache or Next's cache). Goals:
 * behind the proxy at least half the static figure; alone at least 2,000 req/s. Exits 1 when one is
 * missed. Then how long an edit through one instance takes to show on it, on the other and through the
 * proxy (support/edit-delay.ts; BENCH_EDITS rounds, 3 by default).
 * Options (env): BENCH_PORT (instances on it and the next port, the proxy on the one after, the static
 * copy on the one after that), BENCH_CONNECTIONS (20), BENCH_DURATION (10 s), BENCH_WARMUP (3 s).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type EditDelay, measureEditDelay } from './support/edit-delay'
import { basePort, startCluster } from './support/instances'
import { type LoadResult, runLoad } from './support/load'
import { loadClient } from './support/wrk'
import { RESULTS_DIR } from './support/server'
import { formatTable } from './support/stats'
import { runBench } from './support/run'

const connections = Number(process.env.BENCH_CONNECTIONS || 20)
const durationSec = Number(process.env.BENCH_DURATION || 10)
const warmupSec = Number(process.env.BENCH_WARMUP ?? 3)
const ALONE_GOAL_RPS = 2_000
const PROXY_GOAL_SHARE = 0.5

async function main(): Promise<number> {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-static-home-'))
  fs.chmodSync(staticDir, 0o755)
  const staticPort = basePort() + 3
  // The static copy is served by the same nginx, with the same worker count and compression settings.
  const cluster = await startCluster({
    extraHttp: `server { listen 127.0.0.1:${staticPort}; root ${staticDir}; location = / { try_files /index.html =404; } }`,
  })
  const results: LoadResult[] = []
  const delays: EditDelay[][] = []
  try {
    const home = await fetch(`${cluster.instances[0].baseUrl}/`)
    fs.writeFileSync(path.join(staticDir, 'index.html'), await home.text())
    fs.chmodSync(path.join(staticDir, 'index.html'), 0o644)
    const bases = [
      ['nginx, static copy', `http://127.0.0.1:${staticPort}`],
      ['Escale behind the proxy', cluster.proxy.url],
      ['Escale alone', cluster.instances[0].baseUrl],
    ] as const
    console.log(
      `\n[bench] home page; Redis: ${cluster.redis}; ${loadClient()}; ${connections} connections, ${warmupSec} s warm-up + ${durationSec} s each`,
    )
    for (const [name, base] of bases) {
      process.stdout.write(`[bench] ${name}… `)
      const result = await runLoad(
        base,
        { name, path: '/', budget: {} },
        { connections, durationSec, warmupSec },
      )
      console.log(result.error ?? `${result.rps.toFixed(0)} req/s`)
      results.push(result)
    }
    const [a, b] = cluster.instances
    const readers = [
      { name: 'same instance', url: a.baseUrl },
      { name: 'other instance', url: b.baseUrl },
      { name: 'through the proxy', url: cluster.proxy.url },
    ]
    for (let round = 0; round < Number(process.env.BENCH_EDITS ?? 3); round++) {
      const shown = await measureEditDelay(readers, a.baseUrl)
      console.log(
        `[bench] edit shown: ${shown.map((d) => `${d.where} ${d.ms} ms (${d.requests} req.)`).join(', ')}`,
      )
      delays.push(shown)
      // The next round starts with every cache holding the page again, not in the middle of a refresh.
      await new Promise((resolve) => setTimeout(resolve, 6000))
    }
  } finally {
    await cluster.stop()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }

  const [staticCopy, proxied, alone] = results
  const misses = results
    .filter((r) => r.error || r.failures)
    .map((r) => `${r.name}: ${r.error ?? `${r.failures} failures`}`)
  if (proxied.rps < staticCopy.rps * PROXY_GOAL_SHARE)
    misses.push(
      `behind the proxy ${proxied.rps.toFixed(0)} req/s, under half the static ${staticCopy.rps.toFixed(0)}`,
    )
  if (alone.rps < ALONE_GOAL_RPS) misses.push(`alone ${alone.rps.toFixed(0)} req/s, under ${ALONE_GOAL_RPS}`)
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1))
  const rows = results.map((r) => [
    r.name,
    r.rps.toFixed(0),
    `${((r.rps / staticCopy.rps) * 100).toFixed(0)} %`,
    ms(r.latency.p50),
    ms(r.latency.p95),
    ms(r.latency.p99),
    String(r.failures),
  ])
  console.log(
    `\n${formatTable(['server', 'req/s', 'of static', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx'], rows)}\n`,
  )
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const report = {
    date: new Date().toISOString(),
    redis: cluster.redis,
    connections,
    durationSec,
    results,
    editDelays: delays,
  }
  fs.writeFileSync(path.join(RESULTS_DIR, 'proxy.json'), `${JSON.stringify(report, null, 2)}\n`)
  if (misses.length) {
    console.error(`Goals missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
    return 1
  }
  console.log('All goals met.')
  return 0
}

runBench(main)
