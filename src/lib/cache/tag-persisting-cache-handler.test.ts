import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MEMORY_ONLY_TAG, mayPersist } from './disk-policy.mjs'
import { onTagsExpired } from './expiry-listeners.mjs'
import { SHARED_CACHE_CONTROL, withSharedCacheControl } from './shared-cache-control.mjs'
import Handler, { loadPersistedTags, manifestPath } from './tag-persisting-cache-handler.mjs'

type Entry = { stale?: number; expired?: number }
const require = createRequire(import.meta.url)
const { tagsManifest, areTagsExpired } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
    tagsManifest: Map<string, Entry>
    areTagsExpired(tags: string[], timestamp: number): boolean
  }

let distDir: string
const serverDistDir = () => path.join(distDir, 'server')
const handler = () =>
  new Handler({
    serverDistDir: serverDistDir(),
    fs: nodeFs,
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
    // As in `next start`: Next's in-memory LRU in front of the disk.
    maxMemoryCacheSize: 8 * 1024 * 1024,
  })
const manifest = () =>
  JSON.parse(fs.readFileSync(manifestPath(serverDistDir()), 'utf8')) as Record<string, Entry>

beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-cache-'))
  tagsManifest.clear()
})
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }))

describe('tag-persisting cache handler', () => {
  it('writes every expiration to <distDir>/cache/tags-manifest.json', async () => {
    const cache = handler()
    const before = Date.now()
    await cache.revalidateTag('articles', { expire: 0 })
    await cache.revalidateTag(['events', '_N_T_/agenda'])
    expect(manifestPath(serverDistDir())).toBe(path.join(distDir, 'cache', 'tags-manifest.json'))
    const saved = manifest()
    expect(Object.keys(saved).sort()).toEqual(['_N_T_/agenda', 'articles', 'events'])
    expect(saved.articles.expired).toBeGreaterThanOrEqual(before)
    expect(saved.articles.stale).toBeGreaterThanOrEqual(before)
    expect(saved.events.expired).toBeGreaterThanOrEqual(before)
  })

  it('tells the expiry listeners (the server’s micro-cache) before the expiration is over', async () => {
    const heard: string[][] = []
    const stop = onTagsExpired((tags) => heard.push(tags))
    const stopFailing = onTagsExpired(() => {
      throw new Error('a listener that fails')
    })
    await handler().revalidateTag('articles', { expire: 0 })
    await handler().revalidateTag(['events', '_N_T_/agenda'])
    stop()
    stopFailing()
    await handler().revalidateTag('pages')
    expect(heard).toEqual([['articles'], ['events', '_N_T_/agenda']])
  })

  it('after a restart, data cached before an edit is expired and data cached after it is not', async () => {
    const editAt = Date.now()
    await handler().revalidateTag('site-settings', { expire: 0 })
    tagsManifest.clear() // the process ends: Next's manifest is only in memory
    expect(areTagsExpired(['site-settings'], editAt - 1000)).toBe(false)

    loadPersistedTags(manifestPath(serverDistDir()))
    expect(areTagsExpired(['site-settings'], editAt - 1000)).toBe(true)
    expect(areTagsExpired(['site-settings'], Date.now() + 1000)).toBe(false)
    expect(areTagsExpired(['articles'], editAt - 1000)).toBe(false)
  })

  it('keeps the later of a saved and an in-memory expiration, and ignores an unreadable file', () => {
    const file = manifestPath(serverDistDir())
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ a: { expired: 100 }, b: { expired: 500, stale: 500 } }))
    tagsManifest.set('a', { expired: 300 })
    tagsManifest.set('b', { expired: 200 })
    loadPersistedTags(file)
    expect(tagsManifest.get('a')).toEqual({ expired: 300, stale: undefined })
    expect(tagsManifest.get('b')).toEqual({ expired: 500, stale: 500 })

    const broken = path.join(distDir, 'broken', 'tags-manifest.json')
    fs.mkdirSync(path.dirname(broken), { recursive: true })
    fs.writeFileSync(broken, '{not json')
    expect(() => loadPersistedTags(broken)).not.toThrow()
  })
})

/** Every file under the build folder, relative to it. */
const filesOnDisk = (): string[] =>
  fs.existsSync(distDir)
    ? (fs.readdirSync(distDir, { recursive: true }) as string[]).filter((name) =>
        fs.statSync(path.join(distDir, name)).isFile(),
      )
    : []

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<h1>${status}</h1>`,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'articles' },
  status,
  postponed: undefined,
  segmentData: undefined,
})
const pageContext = { cacheControl: { revalidate: false }, isRoutePPREnabled: false, isFallback: false }
const read = (key: string, kind: 'APP_PAGE' | 'FETCH', tags: string[] = []) =>
  handler().get(key, { kind, tags, softTags: [], isRoutePPREnabled: false, isFallback: false } as never)
const fetchEntry = (body: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
  revalidate: false,
})

describe('without a build folder (the proxy)', () => {
  it('starts, and expires tags in memory without writing a manifest', async () => {
    const cache = new Handler({
      fs: nodeFs,
      flushToDisk: false,
      revalidatedTags: [],
      _requestHeaders: {},
    } as never)
    await expect(cache.revalidateTag('articles', { expire: 0 })).resolves.toBeUndefined()
    expect(filesOnDisk()).toEqual([])
  })
})

describe('what the cache handler writes to disk', () => {
  it('keeps a page answering 404 in memory only, and writes a page answering 200 to disk', async () => {
    await handler().set('/articles/junk-1', page(404), pageContext as never)
    expect(filesOnDisk()).toEqual([])
    expect((await read('/articles/junk-1', 'APP_PAGE'))?.value).toMatchObject({ status: 404 })

    await handler().set('/articles/vraie', page(200), pageContext as never)
    expect(filesOnDisk().some((file) => file.endsWith(path.join('articles', 'vraie.html')))).toBe(true)
  })

  it('keeps a read tagged memory-only out of fetch-cache, and writes the others', async () => {
    const cache = handler()
    await cache.set('visitor-key', fetchEntry(null), {
      fetchCache: true,
      tags: ['articles', MEMORY_ONLY_TAG],
    } as never)
    expect(filesOnDisk()).toEqual([])
    expect((await read('visitor-key', 'FETCH', ['articles', MEMORY_ONLY_TAG]))?.value).toMatchObject({
      kind: 'FETCH',
    })
    // The switch is per entry: the same handler writes the next ordinary read.
    await cache.set('fixed-key', fetchEntry(['categories']), {
      fetchCache: true,
      tags: ['categories'],
    } as never)
    expect(filesOnDisk()).toEqual([path.join('cache', 'fetch-cache', 'fixed-key')])
  })

  it('expires memory-only entries by tag like the others', async () => {
    await handler().set('visitor-key-2', fetchEntry({ a: 1 }), {
      fetchCache: true,
      tags: ['events', MEMORY_ONLY_TAG],
    } as never)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler().revalidateTag('events', { expire: 0 })
    expect(await read('visitor-key-2', 'FETCH', ['events', MEMORY_ONLY_TAG])).toBeNull()
  })
})

describe('mayPersist', () => {
  it.each([
    [{ kind: 'APP_PAGE', status: 200 }, undefined, true],
    [{ kind: 'APP_PAGE' }, undefined, true],
    [{ kind: 'APP_PAGE', status: 404 }, undefined, false],
    [{ kind: 'APP_ROUTE', status: 500 }, undefined, false],
    [{ kind: 'PAGES', status: 410 }, undefined, false],
    [{ kind: 'FETCH' }, { tags: ['articles'] }, true],
    [{ kind: 'FETCH' }, { tags: ['articles', MEMORY_ONLY_TAG] }, false],
    [null, undefined, true],
  ])('%j with %j: %s', (value, context, expected) => {
    expect(mayPersist(value, context)).toBe(expected)
  })
})

describe('the Cache-Control of answers served from the cache', () => {
  it('lets a shared cache keep a page a few seconds, and leaves reads and own headers alone', async () => {
    await handler().set('/agenda', page(200), pageContext as never)
    const served = await read('/agenda', 'APP_PAGE')
    expect(served?.value).toMatchObject({ headers: { 'cache-control': SHARED_CACHE_CONTROL } })
    const meta = fs.readFileSync(path.join(serverDistDir(), 'app', 'agenda.meta'), 'utf8')
    expect(JSON.parse(meta).headers['cache-control']).toBe(SHARED_CACHE_CONTROL)

    const own = { ...page(200), headers: { 'cache-control': 'public, max-age=300' } }
    await handler().set('/agenda/evenement/ics', own, pageContext as never)
    expect((await read('/agenda/evenement/ics', 'APP_PAGE'))?.value).toMatchObject({
      headers: { 'cache-control': 'public, max-age=300' },
    })

    await handler().set('data', fetchEntry([1]), { fetchCache: true, tags: ['articles'] } as never)
    expect((await read('data', 'FETCH', ['articles']))?.value).not.toHaveProperty('headers')
  })

  it('gives it to pages the build wrote, when they are read', async () => {
    const file = (name: string) => path.join(serverDistDir(), 'app', name)
    fs.mkdirSync(path.dirname(file('x')), { recursive: true })
    fs.writeFileSync(file('carte.html'), '<h1>Carte</h1>')
    fs.writeFileSync(file('carte.rsc'), 'rsc')
    fs.writeFileSync(file('carte.meta'), JSON.stringify({ headers: { 'x-next-cache-tags': 'places' } }))
    expect((await read('/carte', 'APP_PAGE'))?.value).toMatchObject({
      headers: { 'x-next-cache-tags': 'places', 'cache-control': SHARED_CACHE_CONTROL },
    })
  })

  it.each([
    [{ kind: 'APP_PAGE', status: 200 }, SHARED_CACHE_CONTROL],
    [{ kind: 'APP_ROUTE', status: 404, headers: {} }, SHARED_CACHE_CONTROL],
    [{ kind: 'APP_PAGE', status: 500 }, undefined],
    [{ kind: 'FETCH' }, undefined],
  ])('%j gets %s', (value, expected) => {
    const result = withSharedCacheControl(value as { kind: string; headers?: Record<string, string> })
    expect(result.headers?.['cache-control']).toBe(expected)
  })
})
