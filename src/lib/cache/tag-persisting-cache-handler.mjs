// @ts-check
/**
 * Next's own file-system cache, plus two things: tag expirations survive a restart, and answers whose
 * cache key a visitor chooses are never written to disk (see disk-policy.mjs).
 *
 * Pages and data (unstable_cache) are cached on disk under <distDir>/cache and <distDir>/server, and
 * outlive the process and even a rebuild. The expirations that Payload's hooks send (revalidateTag,
 * revalidatePath) live only in a Map in memory. Without this handler, an edit followed by a restart or a
 * redeploy, before anyone asked for the page again, leaves the old content on disk with nothing saying it
 * is stale: the site then serves it until the next edit. Here every expiration is also written to
 * <distDir>/cache/tags-manifest.json and read back when the server (or a build) starts.
 *
 * With REDIS_URL, every expiration is also shared with the other instances (shared-expirations.mjs).
 * With or without it, the answers served from the cache carry a Cache-Control that lets a reverse proxy
 * keep them a few seconds only (shared-cache-control.mjs).
 *
 * Plain JavaScript because Next imports the file itself at run time, outside the build. It extends Next's
 * internal class, so the Next version is pinned exactly in package.json (an upgrade must run the cache
 * tests again). Both internals are CommonJS: these imports share Next's own instances of them.
 */
import fs from 'node:fs'
import path from 'node:path'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { mayPersist } from './disk-policy.mjs'
import { notifyTagsExpired } from './expiry-listeners.mjs'
import { withSharedCacheControl } from './shared-cache-control.mjs'
import { laterOf, startSharedExpirations } from './shared-expirations.mjs'

// Node hands a CommonJS module's exports object to a default import; some loaders (Vitest) unwrap it.
/** @type {any} */
const fileSystemCacheExports = fileSystemCache
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCacheExports.default ?? fileSystemCacheExports
const { tagsManifest } = tagsManifestModule

/** @typedef {{ stale?: number, expired?: number }} TagEntry */

/** @param {string} serverDistDir */
export const manifestPath = (serverDistDir) => path.join(serverDistDir, '..', 'cache', 'tags-manifest.json')

/** @type {Set<string>} files already read in this process */
const loaded = new Set()

/**
 * Merges expirations into Next's in-memory manifest, keeping the later time of each.
 * @param {Record<string, TagEntry>} entries
 */
export function mergeIntoManifest(entries) {
  for (const [tag, entry] of Object.entries(entries)) {
    tagsManifest.set(tag, { ...tagsManifest.get(tag), ...laterOf(tagsManifest.get(tag) ?? {}, entry) })
  }
}

/**
 * Reads the persisted expirations into Next's in-memory manifest, keeping whichever is later.
 * @param {string} file
 */
export function loadPersistedTags(file) {
  /** @type {Record<string, TagEntry>} */
  let saved
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    // No manifest yet (first start) or an unreadable one: nothing to restore, Next starts as it would.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT')
      console.warn(`tags manifest ignored (${file}): ${error}`)
    return
  }
  mergeIntoManifest(saved)
}

/**
 * Writes the current entries of the given tags (read, merged, written to a temporary file, renamed, so a
 * crash never leaves half a file).
 * @param {string} file
 * @param {string[]} tags
 */
export function persistTags(file, tags) {
  /** @type {Record<string, TagEntry>} */
  let saved = {}
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    // First expiration, or an unreadable file that this write replaces.
  }
  for (const tag of tags) {
    const entry = tagsManifest.get(tag)
    if (entry) saved[tag] = { stale: entry.stale, expired: entry.expired }
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(saved))
  fs.renameSync(temporary, file)
}

/** @type {ReturnType<typeof startSharedExpirations> | undefined} */
let shared
/** @type {Promise<unknown> | undefined} until the expirations saved in Redis are applied (or given up on) */
let firstLoad

/**
 * Joins the other instances through Redis, once per process. Not during `next build` (it serves nobody,
 * and an open connection would keep its workers alive) nor without REDIS_URL (one instance).
 * @param {string} manifestFile
 */
function shareExpirations(manifestFile) {
  const url = process.env.REDIS_URL
  if (shared || !url || process.env.NEXT_PHASE === 'phase-production-build') return
  shared = startSharedExpirations({
    url,
    prefix: process.env.CACHE_PREFIX || 'escale',
    // Others' expirations are also written to this instance's file, so a restart without Redis keeps them.
    apply(entries) {
      mergeIntoManifest(entries)
      persistTags(manifestFile, Object.keys(entries))
      notifyTagsExpired(Object.keys(entries))
    },
  })
  firstLoad = shared.ready.finally(() => (firstLoad = undefined))
}

/**
 * Next's `flushToDisk` switch: private in its types, a plain field at run time.
 * @param {unknown} cache
 */
const asSwitchable = (cache) => /** @type {{ flushToDisk: boolean }} */ (cache)

export default class TagPersistingCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    super(context)
    // The proxy (src/proxy.ts) gets a cache with no build folder: nothing is stored there.
    this.manifestFile = context.serverDistDir ? manifestPath(context.serverDistDir) : undefined
    // Next makes a handler per request: read the file once per process.
    if (this.manifestFile && !loaded.has(this.manifestFile)) {
      loaded.add(this.manifestFile)
      loadPersistedTags(this.manifestFile)
      shareExpirations(this.manifestFile)
    }
  }

  /**
   * A fresh instance answers its first requests once it knows the expirations others made (2 s at most).
   * @param {string} key
   * @param {any} context
   */
  async get(key, context) {
    if (firstLoad) await firstLoad
    const data = await super.get(key, context)
    if (data) withSharedCacheControl(data.value)
    return data
  }

  /**
   * Next's `set` stores the entry in its in-memory LRU, then writes it to disk unless `flushToDisk` is
   * off; it checks that flag before its first await. For an entry that must not reach the disk, the flag
   * is off while that synchronous part runs, so the entry lands in memory only.
   * @param {string} key
   * @param {any} value
   * @param {any} context
   */
  async set(key, value, context) {
    withSharedCacheControl(value)
    if (mayPersist(value, context)) return super.set(key, value, context)
    const cache = asSwitchable(this)
    const flushToDisk = cache.flushToDisk
    cache.flushToDisk = false
    try {
      return super.set(key, value, context)
    } finally {
      cache.flushToDisk = flushToDisk
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    // The server's micro-cache drops its copies now, before the editor's save is answered.
    notifyTagsExpired(list)
    if (this.manifestFile) persistTags(this.manifestFile, list)
    // Bounded: once the save is answered, the other instances know; without Redis it waits for nothing.
    await shared?.publish(Object.fromEntries(list.map((tag) => [tag, tagsManifest.get(tag) ?? {}])))
  }
}
