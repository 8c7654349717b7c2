import { describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS, MAX_RETRY_MS, nextAttemptAfter, retryDelayMs } from './backoff'

const minutes = (n: number) => n * 60_000

describe('retryDelayMs', () => {
  it('waits 1 minute, then doubles', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1, 2, 4, 8, 16, 32, 60].map(minutes))
  })

  it('never waits more than an hour, however many failures', () => {
    expect(retryDelayMs(8)).toBe(MAX_RETRY_MS)
    expect(retryDelayMs(1_000)).toBe(MAX_RETRY_MS)
  })
})

describe('nextAttemptAfter', () => {
  const now = new Date('2026-07-14T10:00:00.000Z')

  it('adds the delay to now', () => {
    expect(nextAttemptAfter(1, now)?.toISOString()).toBe('2026-07-14T10:01:00.000Z')
    expect(nextAttemptAfter(3, now)?.toISOString()).toBe('2026-07-14T10:04:00.000Z')
  })

  it('gives up after the last attempt, having retried for about six hours', () => {
    expect(nextAttemptAfter(MAX_ATTEMPTS - 1, now)).not.toBeNull()
    expect(nextAttemptAfter(MAX_ATTEMPTS, now)).toBeNull()
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce(
      (a, b) => a + b,
    )
    expect(total).toBeGreaterThan(minutes(5 * 60))
    expect(total).toBeLessThan(minutes(7 * 60))
  })
})
