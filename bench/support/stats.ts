/**
 * Pure helpers for the load benchmark: percentiles and budget checks. Kept free of I/O so that
 * bench/stats.test.ts can pin them down.
 */

/** A target's budget; either bound may be left out. */
export interface LoadBudget {
  /** Average requests per second over the measured run. */
  minRps?: number
  /** 95th percentile latency of the successful (2xx) responses, in milliseconds. */
  maxP95Ms?: number
}

export interface LatencySummary {
  count: number
  mean: number
  p50: number
  p95: number
  p99: number
}

/**
 * Nearest-rank percentile of values sorted ascending: the smallest value with at least p % of the
 * values at or below it. No interpolation, so the answer is always a latency that was really seen.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  if (p <= 0) return sorted[0]
  const rank = Math.ceil((Math.min(p, 100) / 100) * sorted.length)
  return sorted[rank - 1]
}

export function summarizeLatencies(latencies: readonly number[]): LatencySummary {
  // A typed array sorts numerically (Array#sort would compare as strings) and leaves the input untouched.
  const values = Array.from(Float64Array.from(latencies).sort())
  const sum = values.reduce((a, b) => a + b, 0)
  return {
    count: values.length,
    mean: values.length ? sum / values.length : Number.NaN,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
  }
}

export interface LoadMeasure {
  rps: number
  p95: number
  /** Responses outside 2xx plus socket errors and timeouts: a fast 404 must not pass for a fast page. */
  failures: number
}

/** Human-readable reasons the measure misses its budget; empty when it is within budget. */
export function loadBudgetMisses(measure: LoadMeasure, budget: LoadBudget): string[] {
  const misses: string[] = []
  if (measure.failures > 0) misses.push(`${measure.failures} non-2xx responses or errors`)
  if (budget.minRps !== undefined && !(measure.rps >= budget.minRps)) {
    misses.push(`${measure.rps.toFixed(0)} req/s < ${budget.minRps} req/s`)
  }
  if (budget.maxP95Ms !== undefined && !(measure.p95 <= budget.maxP95Ms)) {
    misses.push(`p95 ${measure.p95.toFixed(1)} ms > ${budget.maxP95Ms} ms`)
  }
  return misses
}

/** Fixed-width text table; numbers are expected to be formatted by the caller. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}
