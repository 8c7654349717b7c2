import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { afterAll, describe, expect, it } from 'vitest'
import { onTagsExpired } from './expiry-listeners.mjs'
import { redisKeys, startSharedExpirations } from './shared-expirations.mjs'

/**
 * The handler with REDIS_URL, as an instance behind a load balancer runs it: its expirations reach Redis,
 * and another instance's reach its manifest and its file. Its own file, so that the process-wide
 * connection it opens starts here.
 */
const require = createRequire(import.meta.url)
const { tagsManifest, areTagsExpired } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
    tagsManifest: Map<string, { stale?: number; expired?: number }>
    areTagsExpired(tags: string[], timestamp: number): boolean
  }

const url = process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379'
const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 })
probe.on('error', () => {})
const reachable = await probe.connect().then(
  () => true,
  () => false,
)
probe.disconnect()
if (!reachable) console.warn(`[unit] cache handler on Redis skipped: Redis unreachable (${url})`)

describe.skipIf(!reachable)('the cache handler with REDIS_URL', () => {
  const prefix = `unit-handler-${Date.now().toString(36)}-${process.pid}`
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-cache-redis-'))
  const admin = new Redis(url)
  const other = startSharedExpirations({ url, prefix, apply: () => {} })

  afterAll(async () => {
    await other.close()
    await admin.del(redisKeys(prefix).hash)
    admin.disconnect()
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  it('shares its expirations and applies the other instances’ without a request waiting on Redis', async () => {
    process.env.REDIS_URL = url
    process.env.CACHE_PREFIX = prefix
    const { default: Handler } = await import('./tag-persisting-cache-handler.mjs')
    const cache = new Handler({
      serverDistDir: path.join(distDir, 'server'),
      fs: nodeFs,
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {},
    })
    await cache.get('nothing', { kind: 'FETCH', tags: [], softTags: [] } as never)

    await cache.revalidateTag('articles', { expire: 0 })
    const until = async (check: () => Promise<boolean> | boolean) => {
      for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20))
    }
    await until(async () => (await admin.hget(redisKeys(prefix).hash, 'articles')) !== null)
    const [stale, expired] = (await admin.hget(redisKeys(prefix).hash, 'articles'))!.split(':').map(Number)
    expect(expired).toBe(tagsManifest.get('articles')?.expired)
    expect(stale).toBe(tagsManifest.get('articles')?.stale)

    const before = Date.now() - 1000
    // The server's micro-cache hears of another instance's expiration too.
    const heard: string[][] = []
    const stop = onTagsExpired((tags) => heard.push(tags))
    await other.publish({ 'site-settings': { stale: Date.now(), expired: Date.now() } })
    await until(() => tagsManifest.has('site-settings'))
    stop()
    expect(areTagsExpired(['site-settings'], before)).toBe(true)
    expect(heard).toEqual([['site-settings']])
    const file = path.join(distDir, 'cache', 'tags-manifest.json')
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))).toContain('site-settings')
  })
})
