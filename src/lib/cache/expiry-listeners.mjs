// @ts-check
/**
 * Tells code outside Next that this process has just learnt of tag expirations: an editor's save here
 * (the cache handler's revalidateTag) or one made on another instance (shared-expirations.mjs through
 * Redis). The production server's micro-cache (scripts/server/micro-cache) listens, so that a page it
 * keeps for a second or two is dropped the moment Next's own copy is.
 *
 * The listeners live on globalThis under a registered symbol: Next loads the cache handler through its
 * own module loader and the server through tsx, so this file may be evaluated twice in one process, and
 * both copies must share one list.
 *
 * Plain JavaScript: the cache handler that calls it is loaded by Next at run time, outside the build.
 */

const KEY = Symbol.for('escale.cache.expiry-listeners')

/** @typedef {(tags: string[]) => void} ExpiryListener */

/** @returns {Set<ExpiryListener>} */
function listeners() {
  const store = /** @type {Record<symbol, Set<ExpiryListener> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (store[KEY] ??= new Set())
}

/**
 * Calls `listener` with the tags of each expiration from now on.
 * @param {ExpiryListener} listener
 * @returns {() => void} stops listening
 */
export function onTagsExpired(listener) {
  listeners().add(listener)
  return () => void listeners().delete(listener)
}

/**
 * Tells every listener; one that throws never keeps the expiration from the others (nor from Next).
 * @param {string[]} tags
 */
export function notifyTagsExpired(tags) {
  for (const listener of listeners()) {
    try {
      listener(tags)
    } catch (error) {
      console.warn(`cache expiry listener failed: ${error}`)
    }
  }
}
