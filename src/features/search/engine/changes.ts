/** Set when the index changed since its words were last read (a save, a removal): engine/index.ts reads it. */
let changed = false

/** A hook of the index's collection: marks its words stale. */
export const markIndexChanged = () => {
  changed = true
}

/** Whether the index changed since the last call; resets the mark. */
export function takeIndexChange(): boolean {
  const was = changed
  changed = false
  return was
}
