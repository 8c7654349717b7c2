/**
 * Integration tests run server code outside Next, where Next's data cache does not exist. This stand-in
 * calls through (no caching) and records what would have been expired, so tests can assert on it.
 */
export const expired: { tags: string[]; paths: string[] } = { tags: [], paths: [] }

export function unstable_cache<T extends (...args: never[]) => Promise<unknown>>(fn: T): T {
  return fn
}

export function revalidateTag(tag: string) {
  expired.tags.push(tag)
}

export function revalidatePath(path: string) {
  expired.paths.push(path)
}
