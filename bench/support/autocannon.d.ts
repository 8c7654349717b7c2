/**
 * autocannon ships no types and @types/autocannon is not installed: the subset bench/ uses, checked
 * against node_modules/autocannon 8 (lib/init.js, lib/run.js, lib/aggregateResult.js).
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    method?: string
    body?: string
    headers?: Record<string, string>
    /** Request timeout, seconds. */
    timeout?: number
    /** A first run whose figures are discarded (results.warmup holds them). */
    warmup?: { connections?: number; duration?: number }
  }

  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p97_5: number
    p99: number
  }

  interface Result {
    duration: number
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  /** EventEmitter and thenable at once; 'response' gets (client, statusCode, bytes, responseTimeMs). */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
