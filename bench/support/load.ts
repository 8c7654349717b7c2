/**
 * Runs a load client against one target: wrk when it is installed (support/wrk.ts says why), else
 * autocannon. Latencies are recorded per response through autocannon's
 * 'response' event rather than read from its result: the result has p97.5 but no p95, and its
 * histogram rounds to whole milliseconds, which is coarse next to a 50 ms budget.
 */
import autocannon from 'autocannon'
import { type LatencySummary, type LoadBudget, summarizeLatencies } from './stats'
import { runWrk, usesWrk } from './wrk'

export interface LoadTarget {
  /** Short name shown in the table and accepted by BENCH_ONLY. */
  name: string
  method?: 'GET' | 'POST'
  /** A path, or a function that finds one on the running server (e.g. the newest article). */
  path: string | ((baseUrl: string) => Promise<string>)
  /** A body, or a function that makes one for the running server (e.g. with a nonce). */
  body?: string | ((baseUrl: string) => Promise<string>)
  headers?: Record<string, string>
  budget: LoadBudget
}

export interface LoadOptions {
  connections: number
  durationSec: number
  warmupSec: number
  /** Extra headers sent with every request (e.g. accept-encoding). */
  headers?: Record<string, string>
}

export interface LoadResult {
  name: string
  method: string
  path: string
  rps: number
  latency: LatencySummary
  failures: number
  /** Next's x-nextjs-cache on a request after the first (HIT for a cached page), '-' when absent. */
  cache: string
  /** Set when the target could not be measured at all (first request failed, path not found...). */
  error?: string
}

export async function resolvePath(target: LoadTarget, baseUrl: string): Promise<string> {
  return typeof target.path === 'string' ? target.path : target.path(baseUrl)
}

export async function runLoad(
  baseUrl: string,
  target: LoadTarget,
  options: LoadOptions,
): Promise<LoadResult> {
  const method = target.method ?? 'GET'
  const headers = { ...options.headers, ...target.headers }
  const base = {
    name: target.name,
    method,
    path: '?',
    rps: 0,
    latency: summarizeLatencies([]),
    failures: 0,
    cache: '-',
  }
  let path: string
  let body: string | undefined
  try {
    path = await resolvePath(target, baseUrl)
    body = typeof target.body === 'function' ? await target.body(baseUrl) : target.body
  } catch (error) {
    return { ...base, error: (error as Error).message }
  }

  // The first request renders and caches the page; it must succeed or the run would time a 404/500.
  const first = await fetch(baseUrl + path, { method, headers, body })
  await first.arrayBuffer()
  if (!first.ok) return { ...base, path, error: `first request answered ${first.status}` }
  // The second answer tells whether the page really comes from Next's cache ("cached pages" budget).
  const second = await fetch(baseUrl + path, { method, headers, body })
  await second.arrayBuffer()
  const cache = second.headers.get('x-nextjs-cache') ?? '-'

  if (usesWrk()) {
    const run = { url: baseUrl + path, method, headers, body, connections: options.connections }
    try {
      return {
        ...base,
        path,
        cache,
        ...(await runWrk({ ...run, durationSec: options.durationSec }, options.warmupSec)),
      }
    } catch (error) {
      return { ...base, path, cache, error: (error as Error).message }
    }
  }

  const latencies: number[] = []
  const instance = autocannon({
    url: baseUrl + path,
    method,
    body,
    headers,
    connections: options.connections,
    duration: options.durationSec,
    timeout: 10,
    warmup:
      options.warmupSec > 0 ? { connections: options.connections, duration: options.warmupSec } : undefined,
  })
  // Only the measured run emits on this instance: the warm-up run reports on its own tracker.
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms)
  })
  const result = await instance
  return {
    ...base,
    path,
    rps: result.requests.average,
    latency: summarizeLatencies(latencies),
    failures: result.non2xx + result.errors,
    cache,
  }
}
