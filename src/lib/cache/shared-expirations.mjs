// @ts-check
/**
 * Tag expirations shared by every instance through Redis (docs/decisions/0016-shared-cache-expirations.md).
 * Each instance keeps its own cache of pages and data; what they must agree on is which entries are
 * stale. An expiration is merged into a Redis hash (the later time wins) and published on a channel in
 * one script; every instance loads the hash when it connects (at start, and again after losing Redis)
 * and applies what the channel brings to its in-memory manifest, so that a request pays no Redis round
 * trip. Without Redis, an instance goes on with its own expirations; those made meanwhile wait in the
 * client's queue and are sent when Redis is back.
 *
 * Plain JavaScript: the cache handler that uses it is loaded by Next at run time, outside the build.
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/** @typedef {{ stale?: number, expired?: number }} TagEntry */
/** @typedef {Record<string, TagEntry>} TagEntries */
/** @typedef {{ from: string, at: number, tags: TagEntries }} Message */
/** @typedef {{ warn(message: string): void, info(message: string): void }} Log */

/** How long the first requests of a fresh instance wait for the expirations others made. */
export const FIRST_LOAD_WAIT_MS = 2000

/**
 * How long an expiration waits for Redis to pass it on. The editor's save waits that long at most, so
 * that once it is answered every instance knows; while Redis is away it does not wait at all.
 */
export const PUBLISH_WAIT_MS = 500

/** The hash of every expiration and the channel of new ones, under the site's prefix. */
export const redisKeys = (/** @type {string} */ prefix) => ({
  hash: `${prefix}:cache:tag-expirations`,
  channel: `${prefix}:cache:tag-expired`,
})

/**
 * KEYS[1] the hash, KEYS[2] the channel; ARGV[1] the message, then tag, stale, expired for each tag
 * (0 for none). Keeps the later time of each field, so a late write never takes an expiration back.
 */
const MERGE_AND_PUBLISH = `
for i = 2, #ARGV, 3 do
  local stale, expired = tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  local saved = redis.call('HGET', KEYS[1], ARGV[i])
  if saved then
    local savedStale, savedExpired = string.match(saved, '^(%d+):(%d+)$')
    stale = math.max(stale, tonumber(savedStale) or 0)
    expired = math.max(expired, tonumber(savedExpired) or 0)
  end
  redis.call('HSET', KEYS[1], ARGV[i], string.format('%.0f:%.0f', stale, expired))
end
return redis.call('PUBLISH', KEYS[2], ARGV[1])
`

/** The later of two entries, field by field. */
export function laterOf(/** @type {TagEntry} */ a, /** @type {TagEntry} */ b) {
  return {
    stale: Math.max(a.stale ?? 0, b.stale ?? 0) || undefined,
    expired: Math.max(a.expired ?? 0, b.expired ?? 0) || undefined,
  }
}

/**
 * A message's times moved to this instance's clock: an expiration made `n` ms before the sender
 * published it is taken as made `n` ms before it arrived here, so clocks that disagree never let an old
 * page pass for fresh.
 * @param {Message} message
 * @param {number} now
 * @returns {TagEntries}
 */
export function onLocalClock(message, now) {
  const shift = (/** @type {number | undefined} */ time) => (time ? time - message.at + now : undefined)
  return Object.fromEntries(
    Object.entries(message.tags).map(([tag, entry]) => [
      tag,
      { stale: shift(entry.stale), expired: shift(entry.expired) },
    ]),
  )
}

/** The hash's `stale:expired` values as entries. */
export function fromHash(/** @type {Record<string, string>} */ saved) {
  /** @type {TagEntries} */
  const entries = {}
  for (const [tag, value] of Object.entries(saved)) {
    const [stale, expired] = value.split(':').map(Number)
    entries[tag] = { stale: stale || undefined, expired: expired || undefined }
  }
  return entries
}

/** The script's arguments: the message, then tag, stale, expired for each tag. */
export function scriptArguments(/** @type {Message} */ message) {
  const fields = Object.entries(message.tags).flatMap(([tag, entry]) => [
    tag,
    String(entry.stale ?? 0),
    String(entry.expired ?? 0),
  ])
  return [JSON.stringify(message), ...fields]
}

/**
 * Connects to Redis and keeps this instance's manifest in step with the others'.
 * @param {{
 *   url: string,
 *   prefix: string,
 *   apply: (entries: TagEntries) => void,
 *   log?: Log,
 *   firstLoadWaitMs?: number,
 * }} options `apply` merges entries into the manifest
 */
export function startSharedExpirations({
  url,
  prefix,
  apply,
  log = console,
  firstLoadWaitMs = FIRST_LOAD_WAIT_MS,
}) {
  const keys = redisKeys(prefix)
  const id = randomUUID()
  // Commands wait in the client's queue while Redis is away (no retry limit): expirations made then are
  // sent when it is back.
  const commands = new Redis(url, { maxRetriesPerRequest: null })
  const subscriber = new Redis(url, { maxRetriesPerRequest: null })
  commands.defineCommand('escaleMergeAndPublish', { numberOfKeys: 2, lua: MERGE_AND_PUBLISH })

  let down = false
  /** @param {Error} error */
  const onError = (error) => {
    if (down) return
    down = true
    log.warn(
      `[cache] Redis unreachable (${error.message}): expirations stay on this instance until it is back`,
    )
  }
  for (const client of [commands, subscriber]) {
    client.on('error', onError)
    // Neither connection keeps the process alive once the server has stopped.
    client.on('connect', () => /** @type {any} */ (client).stream?.unref?.())
  }

  subscriber.on('message', (/** @type {string} */ _channel, /** @type {string} */ raw) => {
    try {
      const message = /** @type {Message} */ (JSON.parse(raw))
      if (message.from !== id) apply(onLocalClock(message, Date.now()))
    } catch (error) {
      log.warn(`[cache] unreadable expiration message ignored: ${error}`)
    }
  })

  /** @type {() => void} */
  let firstLoaded = () => {}
  const ready = new Promise((resolve) => {
    firstLoaded = () => resolve(undefined)
    setTimeout(firstLoaded, firstLoadWaitMs).unref()
  })

  // Subscribed first, then loaded: nothing published in between is missed.
  subscriber.on('ready', async () => {
    try {
      await subscriber.subscribe(keys.channel)
      const saved = fromHash(await commands.hgetall(keys.hash))
      apply(saved)
      if (down) log.info(`[cache] Redis back: ${Object.keys(saved).length} expirations reloaded`)
      down = false
    } catch (error) {
      onError(/** @type {Error} */ (error))
    } finally {
      firstLoaded()
    }
  })

  return {
    /** Resolves once the expirations saved in Redis are applied, or after `firstLoadWaitMs`. */
    ready,
    /** Shares expirations this instance made; resolves once Redis has passed them on (see PUBLISH_WAIT_MS). */
    publish(/** @type {TagEntries} */ tags) {
      if (Object.keys(tags).length === 0) return Promise.resolve()
      const args = scriptArguments({ from: id, at: Date.now(), tags })
      const sent = /** @type {Promise<unknown>} */ (
        /** @type {any} */ (commands).escaleMergeAndPublish(keys.hash, keys.channel, ...args)
      ).catch((/** @type {Error} */ error) => onError(error))
      if (commands.status !== 'ready') return Promise.resolve()
      return Promise.race([sent, new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS).unref())])
    },
    async close() {
      commands.disconnect()
      subscriber.disconnect()
    },
  }
}
