/**
 * The load client written in C (Debian's `wrk`), for the targets that go faster than autocannon can ask
 * on a 2-core machine: autocannon runs in Node and needs about a core of its own at 900 req/s, so it
 * measures itself there, not the server. Used when `BENCH_CLIENT=wrk`, or by default when
 * /usr/bin/wrk is installed (`apt-get install wrk`); `BENCH_CLIENT=autocannon` forces the other one.
 * A Lua script sets the method, headers and body and prints the figures as one JSON line at the end
 * (latencies in microseconds, read off wrk's own histogram; wrk counts the answers of status 400 and
 * above as failures, and `done` runs in another Lua state than the requests, so it cannot count more).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LatencySummary } from './stats'

export const WRK_PATH = process.env.WRK_PATH || '/usr/bin/wrk'

export function usesWrk(): boolean {
  const choice = process.env.BENCH_CLIENT
  if (choice === 'autocannon') return false
  if (choice === 'wrk') return true
  return fs.existsSync(WRK_PATH)
}

/** The client's name, for a run's header line. */
export const loadClient = () => (usesWrk() ? 'wrk' : 'autocannon')

export interface WrkRun {
  url: string
  method: string
  headers: Record<string, string>
  body?: string
  connections: number
  durationSec: number
}

export interface WrkResult {
  rps: number
  latency: LatencySummary
  failures: number
}

const luaString = (value: string) => JSON.stringify(value)

function script(run: WrkRun): string {
  const headers = Object.entries(run.headers)
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join('\n')
  return `wrk.method = ${luaString(run.method)}
${headers}
${run.body === undefined ? '' : `wrk.body = ${luaString(run.body)}`}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"socketErrors":%d,"failed":%d,"mean":%f,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency.mean, latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`
}

function wrkOnce(run: WrkRun, scriptPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      WRK_PATH,
      ['-t1', `-c${run.connections}`, `-d${run.durationSec}s`, '--timeout', '10s', '-s', scriptPath, run.url],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${err.trim() || out.trim()}`)),
    )
  })
}

/** A warm-up run (thrown away) then the measured run. */
export async function runWrk(run: WrkRun, warmupSec: number): Promise<WrkResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-wrk-'))
  const scriptPath = path.join(dir, 'run.lua')
  fs.writeFileSync(scriptPath, script(run))
  try {
    if (warmupSec > 0) await wrkOnce({ ...run, durationSec: warmupSec }, scriptPath)
    const out = await wrkOnce(run, scriptPath)
    const line = out.split('\n').find((l) => l.startsWith('{"requests"'))
    if (!line) throw new Error(`wrk printed no figures: ${out.trim()}`)
    const figures = JSON.parse(line)
    const ms = (us: number) => us / 1000
    return {
      rps: figures.requests / (figures.durationUs / 1e6),
      failures: figures.failed + figures.socketErrors,
      latency: {
        count: figures.requests,
        mean: ms(figures.mean),
        p50: ms(figures.p50),
        p95: ms(figures.p95),
        p99: ms(figures.p99),
      },
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
