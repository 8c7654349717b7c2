/** The rules of the results' layouts, apart from the page: paging, wrapping, the entrance stagger. */

/** Each new result starts its entrance this long after the one before it. */
export const STAGGER_MS = 45
/** Only the first results of a batch are staggered: beyond, they would wait for seconds. */
export const STAGGER_MAX_ITEMS = 80

/** The entrance delay of the `index`-th result of a batch; null when it enters at once (or no motion). */
export function staggerDelay(index: number, reducedMotion: boolean): number | null {
  if (reducedMotion || index < 0 || index >= STAGGER_MAX_ITEMS) return null
  return index * STAGGER_MS
}

/** How many pages `items` results make at `perPage` a page (at least one). */
export const pageCount = (items: number, perPage: number): number =>
  Math.max(1, Math.ceil(items / Math.max(1, perPage)))

/** The page `delta` pages away, wrapping around: after the last comes the first, before the first the last. */
export function wrapPage(page: number, delta: number, pages: number): number {
  if (pages <= 0) return 0
  return (((page + delta) % pages) + pages) % pages
}

/** The page (from 0) that holds the `index`-th result. */
export const pageOf = (index: number, perPage: number): number => Math.floor(index / Math.max(1, perPage))

/** The card `delta` away in the polaroid stack, kept within it (the stack does not wrap). */
export const stackIndex = (index: number, delta: number, size: number): number =>
  Math.min(Math.max(index + delta, 0), Math.max(size - 1, 0))
