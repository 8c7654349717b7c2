import { describe, expect, it } from 'vitest'
import { autopRuns, waitUntil } from './autop'

describe('the automatic first search', () => {
  it('runs when set, never on a live-loaded results page', () => {
    expect(autopRuns('latest', '')).toBe(true)
    expect(autopRuns('phrase', '?page=2')).toBe(true)
    expect(autopRuns('disabled', '')).toBe(false)
    expect(autopRuns(undefined, '')).toBe(false)
    expect(autopRuns('latest', '?asp_ls=plage&asp_active=1')).toBe(false)
  })

  it('waits for the styles up to 7 tries, 500 ms apart', async () => {
    const waits: number[] = []
    const sleep = async (ms: number) => {
      waits.push(ms)
    }
    expect(await waitUntil(() => false, undefined, undefined, sleep)).toBe(false)
    expect(waits).toEqual([500, 500, 500, 500, 500, 500])
    let checks = 0
    expect(await waitUntil(() => ++checks === 3, undefined, undefined, sleep)).toBe(true)
    expect(checks).toBe(3)
  })
})
