/**
 * The index's version on this instance: one more at every save or removal in the index (the search
 * collection's hooks, search-index.ts). engine/index.ts reads the index's words again, and forgets the
 * results it keeps, when it has moved.
 */
let version = 0

/** A hook of the index's collection: the index changed. */
export const markIndexChanged = () => {
  version += 1
}

export const indexVersion = () => version
