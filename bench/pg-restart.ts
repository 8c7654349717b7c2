/**
 * `npm run bench:pg-restart`: two instances on PostgreSQL behind the shipped proxy at 50 connections
 * (loopback only), and the database stopped mid-run, then started again. The database is a private
 * cluster of the bench's own (bench/support/private-postgres.ts, on BENCH_PG_PORT, else BENCH_PORT + 10),
 * never the machine's. Counts, before, during and after the outage, what visitors got through the proxy
 * on a cached page (`/`) and on a page that asks the database at every request (the search page, new words each time): good
 * pages, error pages (in French or not, whatever their status) and how long answers took; and what each
 * instance's `/sante` said, polled directly as a monitor does, every 250 ms.
 * Expected: the cached page keeps answering; the search page fails fast (p95 under 2 s, or under its
 * own p95 before the outage on a loaded machine) with a French error page, and a search sent within 5 s
 * of the database's return succeeds, as every one after it, without restarting an instance. Bounded: about 30 s of load. Exits 1 when one of these fails.
 * Options (env): BENCH_PORT (as bench:proxy), BENCH_PG_PORT, BENCH_CONNECTIONS (50).
 */
import fs from 'node:fs'
import path from 'node:path'
import { basePort, startCluster } from './support/instances'
import { ensureDatabase, privatePostgres, serverBinaries } from './support/private-postgres'
import { RESULTS_DIR } from './support/server'
import { runBench } from './support/run'
import { summarizeLatencies } from './support/stats'

const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const pgPort = Number(process.env.BENCH_PG_PORT || basePort() + 10)
const WARM_MS = 8_000
const DOWN_MS = 8_000
const AFTER_MS = 12_000
/**
 * Error pages slower than this (p95) are not "fast", nor those slower than the page itself was before the
 * outage (a loaded machine answers everything slowly): a request must not wait on an absent database.
 */
const FAST_MS = 2_000
/** A search sent this long after the database is back must succeed. */
const RECOVERY_MS = 5_000

/** Each search asks for new words, so that no cached answer hides the database. */
let searches = 0
const databasePage = () => `/recherche?s=plage+${++searches}`
const FRENCH_ERROR = /Une erreur est survenue|indisponible|momentanément|ne répond pas/
/** The site's error page (src/app/(site)/error.tsx), which a streamed page shows with a 200. */
const ERROR_PAGE_MARK = 'data-page="error"'

type Sample = {
  /** When the request was sent: phases are counted by it, so a slow answer stays in its phase. */
  at: number
  kind: 'cached' | 'database'
  status: number
  ms: number
  error: boolean
  french: boolean
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One client: requests one after another until `until()` says stop. */
async function client(url: () => string, kind: Sample['kind'], samples: Sample[], until: () => boolean) {
  while (!until()) {
    const at = Date.now()
    const started = performance.now()
    let status = 0
    let body = ''
    try {
      const response = await fetch(url(), { signal: AbortSignal.timeout(15_000) })
      body = await response.text()
      status = response.status
    } catch {
      // status 0: the connection failed or timed out
    }
    const error = status !== 200 || body.includes(ERROR_PAGE_MARK)
    samples.push({
      at,
      kind,
      status,
      ms: performance.now() - started,
      error,
      french: error && FRENCH_ERROR.test(body),
    })
  }
}

/** Polls an instance's health directly every 250 ms; records when its answer changes. */
async function healthPoller(
  port: number,
  changes: { port: number; at: number; status: number }[],
  until: () => boolean,
) {
  let last = -1
  while (!until()) {
    let status = 0
    try {
      const response = await fetch(`http://127.0.0.1:${port}/sante`, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      status = response.status
    } catch {
      // 0: no answer
    }
    if (status !== last) changes.push({ port, at: Date.now(), status })
    last = status
    await pause(250)
  }
}

function summarise(samples: Sample[]) {
  const statuses: Record<string, number> = {}
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1
  const errors = samples.filter((sample) => sample.error)
  const latency = (list: Sample[]) => summarizeLatencies(list.map((sample) => sample.ms))
  return {
    requests: samples.length,
    statuses,
    good: samples.length - errors.length,
    errorPagesInFrench: errors.filter((sample) => sample.french).length,
    errorsNotFrench: errors.filter((sample) => !sample.french).length,
    p50Ms: Math.round(latency(samples).p50),
    p95Ms: Math.round(latency(samples).p95),
    errorsP95Ms: errors.length ? Math.round(latency(errors).p95) : null,
  }
}

async function main(): Promise<number> {
  const binaries = serverBinaries()
  if ('skip' in binaries) throw new Error(binaries.skip)
  const database = privatePostgres(binaries.bin, pgPort)
  database.start()
  let report
  try {
    await ensureDatabase(database, 'escale')
    process.env.BENCH_DATABASE_URL = database.url('escale')
    const cluster = await startCluster()
    try {
      const base = cluster.proxy.url
      for (const page of ['/', databasePage()]) await (await fetch(`${base}${page}`)).arrayBuffer()
      console.log(`\n[bench] ${connections} connections through the proxy; PostgreSQL on ${pgPort}`)
      const samples: Sample[] = []
      const health: { port: number; at: number; status: number }[] = []
      let stopping = false
      const until = () => stopping
      const databaseClients = Math.max(1, Math.round(connections / 5))
      const clients = [
        ...Array.from({ length: connections - databaseClients }, () =>
          client(() => `${base}/`, 'cached', samples, until),
        ),
        ...Array.from({ length: databaseClients }, () =>
          client(() => `${base}${databasePage()}`, 'database', samples, until),
        ),
        ...cluster.ports.map((port) => healthPoller(port, health, until)),
      ]
      const startedAt = Date.now()
      await pause(WARM_MS)
      const downAt = Date.now()
      database.stop()
      console.log(`[bench] PostgreSQL stopped (${Date.now() - downAt} ms)`)
      await pause(DOWN_MS)
      const upAt = Date.now()
      database.start()
      console.log(`[bench] PostgreSQL started again (${Date.now() - upAt} ms)`)
      await pause(AFTER_MS)
      stopping = true
      await Promise.all(clients)

      const phase = (from: number, to: number, kind: Sample['kind']) =>
        samples.filter((sample) => sample.kind === kind && sample.at >= from && sample.at < to)
      const end = Date.now()
      // The first search sent after the database's return that succeeded (sent, not answered: under load
      // an answer takes seconds whatever the database does).
      const firstGood = samples
        .filter((sample) => sample.kind === 'database' && sample.at > upAt && !sample.error)
        .sort((a, b) => a.at - b.at)[0]
      const recoveredAt = firstGood?.at ?? end
      // Both instances answer by themselves again: none was restarted.
      const instancesHealthy = await Promise.all(
        cluster.ports.map(async (port) => {
          try {
            return (
              (await fetch(`http://127.0.0.1:${port}/sante`, { signal: AbortSignal.timeout(5000) }))
                .status === 200
            )
          } catch {
            return false
          }
        }),
      )
      report = {
        date: new Date().toISOString(),
        connections,
        downMs: upAt - downAt,
        recoveryMs: firstGood ? recoveredAt - upAt : null,
        instancesHealthyAfter: instancesHealthy,
        // Why nginx answered 502 itself, if it did (an instance left aside after a failed attempt).
        proxyErrors: cluster.proxy
          .errors()
          .split('\n')
          .filter((line) => /upstream/.test(line))
          .map((line) => line.replace(/^\S+ \S+ /, '').replace(/, client: .*/, ''))
          .slice(-8),
        // Relative to the database's stop: each instance's /sante answer when it changed.
        health: health.map(({ port, at, status }) => ({ port, atMs: at - downAt, status })),
        cached: {
          before: summarise(phase(startedAt, downAt, 'cached')),
          during: summarise(phase(downAt, recoveredAt, 'cached')),
          after: summarise(phase(recoveredAt, end, 'cached')),
        },
        database: {
          before: summarise(phase(startedAt, downAt, 'database')),
          during: summarise(phase(downAt, recoveredAt, 'database')),
          after: summarise(phase(recoveredAt, end, 'database')),
        },
      }
    } finally {
      await cluster.stop()
    }
  } finally {
    database.stop()
  }
  console.log(JSON.stringify(report, null, 2))
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(RESULTS_DIR, 'pg-restart.json'), `${JSON.stringify(report, null, 2)}\n`)

  const { cached, database: db } = report
  const cachedErrors = [cached.before, cached.during, cached.after].reduce(
    (n, p) => n + p.requests - p.good,
    0,
  )
  const fastLimit = Math.max(FAST_MS, db.before.p95Ms)
  const misses = [
    cachedErrors > 0 && `the cached page failed ${cachedErrors} times`,
    db.during.errorsNotFrench > 0 && `${db.during.errorsNotFrench} search-page errors were not a French page`,
    (db.during.errorsP95Ms ?? 0) > fastLimit &&
      `search-page errors took ${db.during.errorsP95Ms} ms (p95) during the outage (limit ${fastLimit})`,
    (report.recoveryMs === null || report.recoveryMs > RECOVERY_MS) &&
      `no search sent within ${RECOVERY_MS} ms of the database's return succeeded`,
    db.after.good !== db.after.requests &&
      `${db.after.requests - db.after.good} search-page errors after the recovery`,
    report.instancesHealthyAfter.includes(false) && 'an instance did not come back by itself',
  ].filter(Boolean)
  if (misses.length) {
    console.error(`Missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
    return 1
  }
  console.log('The database restart failed fast in French and the site recovered by itself.')
  return 0
}

runBench(main)
