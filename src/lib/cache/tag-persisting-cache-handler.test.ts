import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
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
