/**
 * `npm run bench:faults`: two instances behind the shipped proxy at 50 connections (loopback only); one
 * instance is killed with SIGKILL mid-run and started again. Counts the 5xx and errors that reach the
 * client, the requests the proxy tried again on the other instance, and checks that the killed instance
 * serves again once restarted. Bounded: the load stops 5 s after the instance is back, 120 s at most.
 * Exits 1 when a 5xx or an error reached the client or the instance did not rejoin.
 * Options (env): BENCH_PORT (as bench:proxy), BENCH_CONNECTIONS (50).
 */
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { startCluster } from './support/instances'
import { RESULTS_DIR } from './support/server'
import { runBench } from './support/run'

const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const KILL_AFTER_MS = 8_000
const RESTART_AFTER_MS = 4_000
const AFTER_REJOIN_MS = 5_000
const BOUND_SEC = 120

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main(): Promise<number> {
  // One line per request: when it was answered, which instance(s) answered (several when tried again).
  const cluster = await startCluster({ accessLogFormat: '$msec $upstream_addr $status' })
  const [victimPort] = cluster.ports
  let report
  try {
    await (await fetch(`${cluster.proxy.url}/`)).arrayBuffer()
    console.log(`\n[bench] ${connections} connections through the proxy; Redis: ${cluster.redis}`)
    const load = autocannon({
      url: `${cluster.proxy.url}/`,
      connections,
      duration: BOUND_SEC,
      timeout: 10,
      // An editor's cookie: the proxy passes every request to an instance instead of its few-seconds
      // copy, so that the instances' failure is what the client would see.
      headers: { cookie: 'payload-token=bench-faults' },
    })
    await pause(KILL_AFTER_MS)
    const killedAt = Date.now()
    cluster.instances[0].kill('SIGKILL')
    console.log(`[bench] instance on ${victimPort} killed (SIGKILL)`)
    await pause(RESTART_AFTER_MS)
    await cluster.restart(0)
    const rejoinedAt = Date.now()
    console.log(`[bench] instance on ${victimPort} answering again after ${rejoinedAt - killedAt} ms`)
    await pause(AFTER_REJOIN_MS)
    load.stop()
    const result = await load

    const lines = cluster.proxy.accessLog().map((line) => {
      const [msec, ...rest] = line.split(' ')
      return { at: Number(msec) * 1000, upstreams: rest.slice(0, -1).join(' '), status: Number(rest.at(-1)) }
    })
    const victim = `127.0.0.1:${victimPort}`
    report = {
      date: new Date().toISOString(),
      redis: cluster.redis,
      connections,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      '5xx': result['5xx'],
      errors: result.errors,
      timeouts: result.timeouts,
      retriedByProxy: lines.filter((line) => line.upstreams.includes(',')).length,
      downMs: rejoinedAt - killedAt,
      servedByRestarted: lines.filter((line) => line.at > rejoinedAt && line.upstreams.endsWith(victim))
        .length,
      servedAfterRestart: lines.filter((line) => line.at > rejoinedAt).length,
    }
  } finally {
    await cluster.stop()
  }
  console.log(report)
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(RESULTS_DIR, 'faults.json'), `${JSON.stringify(report, null, 2)}\n`)
  const misses = [
    report['5xx'] + report.errors + report.timeouts > 0 &&
      `${report['5xx']} 5xx, ${report.errors} errors, ${report.timeouts} timeouts reached the client`,
    report.servedByRestarted === 0 && 'the restarted instance served nothing through the proxy',
  ].filter(Boolean)
  if (misses.length) {
    console.error(`Missed:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
    return 1
  }
  console.log('No failure reached the client; the killed instance rejoined.')
  return 0
}

runBench(main)
