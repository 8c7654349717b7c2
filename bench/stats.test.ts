import { describe, expect, it } from 'vitest'
import { formatTable, loadBudgetMisses, percentile, summarizeLatencies } from './support/stats'

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1)

  it('picks the value at rank ceil(p × n)', () => {
    expect(percentile(hundred, 50)).toBe(50)
    expect(percentile(hundred, 95)).toBe(95)
    expect(percentile(hundred, 99)).toBe(99)
    expect(percentile(hundred, 100)).toBe(100)
    expect(percentile([10, 20, 30], 95)).toBe(30)
    expect(percentile([10, 20, 30], 50)).toBe(20)
  })

  it('handles the edges', () => {
    expect(percentile([], 95)).toBeNaN()
    expect(percentile([7], 95)).toBe(7)
    expect(percentile(hundred, 0)).toBe(1)
  })
})

describe('summarizeLatencies', () => {
  it('sorts numerically without touching the input', () => {
    const input = [100, 9, 20, 3]
    const summary = summarizeLatencies(input)
    expect(input).toEqual([100, 9, 20, 3])
    expect(summary).toMatchObject({ count: 4, p50: 9, p95: 100, p99: 100, mean: 33 })
  })
})

describe('loadBudgetMisses', () => {
  it('passes a measure within every bound', () => {
    expect(loadBudgetMisses({ rps: 900, p95: 40, failures: 0 }, { minRps: 800, maxP95Ms: 50 })).toEqual([])
  })

  it('names each missed bound', () => {
    expect(loadBudgetMisses({ rps: 799.6, p95: 50.04, failures: 0 }, { minRps: 800, maxP95Ms: 50 })).toEqual([
      '800 req/s < 800 req/s',
      'p95 50.0 ms > 50 ms',
    ])
  })

  it('checks only the bounds the budget sets', () => {
    expect(loadBudgetMisses({ rps: 1, p95: 10, failures: 0 }, { maxP95Ms: 50 })).toEqual([])
    expect(loadBudgetMisses({ rps: 1000, p95: 999, failures: 0 }, { minRps: 800 })).toEqual([])
  })

  it('fails on error responses and on a run with no successful response', () => {
    expect(loadBudgetMisses({ rps: 5000, p95: 1, failures: 3 }, { minRps: 800 })).toEqual([
      '3 non-2xx responses or errors',
    ])
    expect(loadBudgetMisses({ rps: 0, p95: Number.NaN, failures: 0 }, { maxP95Ms: 50 })).toEqual([
      'p95 NaN ms > 50 ms',
    ])
  })
})

describe('formatTable', () => {
  it('pads columns to the widest cell', () => {
    expect(formatTable(['a', 'bb'], [['ccc', 'd']])).toBe('a    bb\n---  --\nccc  d')
  })
})
