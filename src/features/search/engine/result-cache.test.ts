import { describe, expect, it } from 'vitest'
import { createResultCache, HOLD_MS } from './result-cache'

function clock() {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

describe('createResultCache', () => {
  it('reads a query once and answers it again from memory, identical queries in flight sharing the reading', async () => {
    const time = clock()
    const cache = createResultCache<{ n: number }>({ max: 10, ttlMs: 60_000, now: time.now })
    let reads = 0
    const read = async () => ({ n: ++reads })
    const [a, b] = await Promise.all([cache.get('plage', read), cache.get('plage', read)])
    expect(a).toEqual({ n: 1 })
    expect(b).toBe(a)
    expect(await cache.get('plage', read)).toBe(a)
    expect(await cache.get('marché', read)).toEqual({ n: 2 })
    expect(reads).toBe(2)
  })

  it('reads again once the answer is older than ttlMs', async () => {
    const time = clock()
    const cache = createResultCache<{ n: number }>({ max: 10, ttlMs: 60_000, now: time.now })
    let reads = 0
    const read = async () => ({ n: ++reads })
    await cache.get('plage', read)
    time.advance(59_000)
    expect(await cache.get('plage', read)).toEqual({ n: 1 })
    time.advance(2_000)
    expect(await cache.get('plage', read)).toEqual({ n: 2 })
  })

  it('keeps no failed reading', async () => {
    const cache = createResultCache<{ n: number }>({ max: 10, ttlMs: 60_000 })
    await expect(cache.get('plage', () => Promise.reject(new Error('base absente')))).rejects.toThrow()
    expect(await cache.get('plage', async () => ({ n: 2 }))).toEqual({ n: 2 })
  })

  it('forgets everything on clear, and keeps nothing new for HOLD_MS after it', async () => {
    const time = clock()
    const cache = createResultCache<{ n: number }>({ max: 10, ttlMs: 60_000, now: time.now })
    let reads = 0
    const read = async () => ({ n: ++reads })
    await cache.get('plage', read)
    cache.clear()
    expect(await cache.get('plage', read)).toEqual({ n: 2 })
    expect(await cache.get('plage', read)).toEqual({ n: 3 })
    time.advance(HOLD_MS)
    expect(await cache.get('plage', read)).toEqual({ n: 4 })
    expect(await cache.get('plage', read)).toEqual({ n: 4 })
  })

  it('keeps at most `max` queries, the least recently asked going first', async () => {
    const cache = createResultCache<{ q: string }>({ max: 2, ttlMs: 60_000 })
    const seen: string[] = []
    const read = (q: string) => async () => {
      seen.push(q)
      return { q }
    }
    await cache.get('a', read('a'))
    await cache.get('b', read('b'))
    await cache.get('a', read('a'))
    await cache.get('c', read('c'))
    await cache.get('a', read('a'))
    await cache.get('b', read('b'))
    expect(seen).toEqual(['a', 'b', 'c', 'b'])
  })
})
