import { describe, expect, it, vi } from 'vitest'
import { AnswerCache } from './cache'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('AnswerCache', () => {
  it('keeps an answer for its time, then asks again', async () => {
    let now = 0
    const cache = new AnswerCache(10, () => now)
    const load = vi.fn(async () => 'beau temps')
    expect(await cache.get('a', 1000, 100, load)).toBe('beau temps')
    now = 999
    expect(await cache.get('a', 1000, 100, load)).toBe('beau temps')
    expect(load).toHaveBeenCalledTimes(1)
    now = 1000
    await cache.get('a', 1000, 100, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one call between identical requests made at once', async () => {
    const cache = new AnswerCache()
    let release: (value: string) => void = () => {}
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const both = Promise.all([cache.get('a', 1000, 100, load), cache.get('a', 1000, 100, load)])
    release('pluie')
    expect(await both).toEqual(['pluie', 'pluie'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps a failure briefly, so that a provider that is down is not hammered', async () => {
    let now = 0
    const cache = new AnswerCache(10, () => now)
    const load = vi.fn(async () => {
      throw new Error('en panne')
    })
    await expect(cache.get('a', 60_000, 100, load)).rejects.toThrow('en panne')
    await settle()
    await expect(cache.get('a', 60_000, 100, load)).rejects.toThrow('en panne')
    expect(load).toHaveBeenCalledTimes(1)
    now = 100
    await expect(cache.get('a', 60_000, 100, load)).rejects.toThrow('en panne')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('holds at most its number of keys, dropping the oldest', async () => {
    const cache = new AnswerCache(3)
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, 1000, 100, async () => key)
    expect(cache.size).toBe(3)
    const load = vi.fn(async () => 'de nouveau')
    expect(await cache.get('a', 1000, 100, load)).toBe('de nouveau')
    expect(await cache.get('d', 1000, 100, load)).toBe('d')
  })
})
