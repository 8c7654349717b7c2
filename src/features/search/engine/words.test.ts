import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { indexWordsReader } from './words'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A backend whose readings the test ends by hand. */
function backend() {
  const pending: Array<{ resolve: (words: string[]) => void; reject: (error: Error) => void }> = []
  let version = 0
  const read = vi.fn(
    () =>
      new Promise<Array<{ word: string; docs: number }>>((resolve, reject) =>
        pending.push({ resolve: (words) => resolve(words.map((word) => ({ word, docs: 1 }))), reject }),
      ),
  )
  return {
    read,
    pending,
    version: () => version,
    change: () => void (version += 1),
  }
}

/** A reader over a test backend, its first reading done with `words`. */
async function primed(words: string[], now?: () => number) {
  const index = backend()
  const read = indexWordsReader({
    read: index.read,
    version: index.version,
    ttlMs: 60_000,
    freshWaitMs: 300,
    now,
  })
  const first = read()
  index.pending[0].resolve(words)
  await first
  return { index, read }
}

describe('indexWordsReader', () => {
  it('waits for the first reading, then answers from memory while the index stays the same', async () => {
    const index = backend()
    const words = indexWordsReader({
      read: index.read,
      version: index.version,
      ttlMs: 60_000,
      freshWaitMs: 300,
    })
    const first = words()
    index.pending[0].resolve(['plage'])
    expect((await first).sorted).toEqual(['plage'])
    expect((await words()).sorted).toEqual(['plage'])
    expect(index.read).toHaveBeenCalledTimes(1)
  })

  it('after a change, gives the new words when they come within the wait', async () => {
    const { index, read: words } = await primed(['plage'])
    index.change()
    const next = words()
    index.pending[1].resolve(['capitainerie', 'plage'])
    expect((await next).sorted).toEqual(['capitainerie', 'plage'])
  })

  it('after a change, goes on with the words it has when reading takes longer than the wait, one reading at a time', async () => {
    const { index, read: words } = await primed(['plage'])
    index.change()
    const slow = words()
    const alsoSlow = words()
    await vi.advanceTimersByTimeAsync(300)
    expect((await slow).sorted).toEqual(['plage'])
    expect((await alsoSlow).sorted).toEqual(['plage'])
    expect(index.read).toHaveBeenCalledTimes(2)
    index.pending[1].resolve(['capitainerie', 'plage'])
    await vi.advanceTimersByTimeAsync(0)
    expect((await words()).sorted).toEqual(['capitainerie', 'plage'])
  })

  it('reads again after ttlMs, and a failed reading keeps the words it had', async () => {
    let now = 0
    const { index, read: words } = await primed(['plage'], () => now)
    now = 61_000
    const next = words()
    index.pending[1].reject(new Error('base injoignable'))
    expect((await next).sorted).toEqual(['plage'])
    const again = words()
    index.pending[2].resolve(['marche', 'plage'])
    expect((await again).sorted).toEqual(['marche', 'plage'])
  })

  it('fails a search while it has no words and cannot read them, and tries again at the next', async () => {
    const index = backend()
    const words = indexWordsReader({
      read: index.read,
      version: index.version,
      ttlMs: 60_000,
      freshWaitMs: 300,
    })
    const first = words()
    index.pending[0].reject(new Error('base injoignable'))
    await expect(first).rejects.toThrow('base injoignable')
    const second = words()
    index.pending[1].resolve(['plage'])
    expect((await second).sorted).toEqual(['plage'])
  })
})
