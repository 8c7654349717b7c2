import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { type Made, MicroCacheStore } from './store'

const made = (body: string | Buffer, more: Partial<Made> = {}): Made => ({
  body: Buffer.isBuffer(body) ? body : Buffer.from(body),
  gzipped: false,
  headers: { 'content-type': 'text/html' },
  compressible: true,
  freshMs: 2000,
  ...more,
})

function storeWithClock(maxBytes = 10_000, maxEntries?: number) {
  const clock = { now: 0 }
  const store = new MicroCacheStore({ maxBytes, maxEntries, now: () => clock.now })
  const put = (key: string, body: string | Buffer, more: Partial<Made> = {}) =>
    store.beginFill(key)(made(body, more))
  return { store, clock, put }
}

describe('the micro-cache’s store', () => {
  it('serves a copy while it is fresh, never after', () => {
    const { store, clock, put } = storeWithClock()
    put('/', 'accueil')
    clock.now = 1999
    expect(store.get('/')).toBeDefined()
    expect(store.ageOf(store.get('/')!)).toBe(1999)
    clock.now = 2000
    expect(store.get('/')).toBeUndefined()
    expect(store.count).toBe(0)
  })

  it('keeps each copy its own time', () => {
    const { store, clock, put } = storeWithClock()
    put('/a', 'a', { freshMs: 1000 })
    put('/b', 'b', { freshMs: 2000 })
    clock.now = 1500
    expect(store.get('/a')).toBeUndefined()
    expect(store.get('/b')).toBeDefined()
  })

  it('stays within its bytes, dropping the least recently used copy first', () => {
    const { store, put } = storeWithClock(1000)
    put('/a', 'a'.repeat(240))
    put('/b', 'b'.repeat(240))
    put('/c', 'c'.repeat(240))
    put('/d', 'd'.repeat(240))
    store.get('/a')
    put('/e', 'e'.repeat(240))
    expect(store.bytes).toBeLessThanOrEqual(1000)
    expect(store.get('/a')).toBeDefined()
    expect(store.get('/b')).toBeUndefined()
    expect(store.get('/e')).toBeDefined()
  })

  it('keeps no copy larger than a quarter of its room', () => {
    const { store, put } = storeWithClock(1000)
    expect(put('/grand', 'x'.repeat(251))).toBeUndefined()
    expect(store.get('/grand')).toBeUndefined()
    expect(put('/juste', 'x'.repeat(250))).toBeDefined()
  })

  it('stays within its count of copies', () => {
    const { store, put } = storeWithClock(1_000_000, 3)
    for (const key of ['/a', '/b', '/c', '/d']) put(key, key)
    expect(store.count).toBe(3)
    expect(store.get('/a')).toBeUndefined()
  })

  it('hands one render to every request waiting for the same key', async () => {
    const { store } = storeWithClock()
    expect(store.pendingFor('/')).toBeUndefined()
    const finish = store.beginFill('/')
    const waiters = [store.pendingFor('/'), store.pendingFor('/')]
    expect(store.pendingFor('/autre')).toBeUndefined()
    const entry = finish(made('accueil'))
    expect(await Promise.all(waiters)).toEqual([entry, entry])
    expect(store.pendingFor('/')).toBeUndefined()
    expect(finish(made('encore'))).toBeUndefined()
  })

  it('releases the waiters with nothing when the answer may not be kept', async () => {
    const { store } = storeWithClock()
    const finish = store.beginFill('/')
    const waiter = store.pendingFor('/')
    finish()
    expect(await waiter).toBeUndefined()
    expect(store.get('/')).toBeUndefined()
  })

  it('drops every copy on clear, and keeps a render begun before it from storing', () => {
    const { store, put } = storeWithClock()
    put('/a', 'a')
    const finish = store.beginFill('/b')
    store.clear()
    expect(store.get('/a')).toBeUndefined()
    expect(finish(made('ancien'))).toBeUndefined()
    expect(store.get('/b')).toBeUndefined()
    expect(put('/b', 'nouveau')).toBeDefined()
  })

  it('sends a key straight to Next for a while after an answer it could not keep', () => {
    const { store, clock } = storeWithClock()
    store.pass('/recherche', 2000)
    expect(store.isPassed('/recherche')).toBe(true)
    expect(store.isPassed('/')).toBe(false)
    clock.now = 2000
    expect(store.isPassed('/recherche')).toBe(false)
    store.pass('/recherche', 2000)
    store.clear()
    expect(store.isPassed('/recherche')).toBe(false)
  })

  it('makes the other encoding once, and counts it in its room', async () => {
    const { store, put } = storeWithClock(100_000)
    const html = '<p>bonjour</p>'.repeat(200)
    const entry = put('/', html)!
    const before = store.bytes
    const gzipped = await store.bodyOf('/', entry, 'gzip')
    expect(gunzipSync(gzipped).toString()).toBe(html)
    expect(await store.bodyOf('/', entry, 'gzip')).toBe(gzipped)
    expect(store.bytes).toBe(before + gzipped.length)

    const fromNext = put('/z', gzipSync(html), { gzipped: true })!
    expect((await store.bodyOf('/z', fromNext, 'identity')).toString()).toBe(html)
  })
})
