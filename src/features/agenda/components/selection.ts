/** The select widget shows at most this many selected items, then an ellipsis. */
export const MAX_SHOWN_SELECTED = 50

/** What the closed category filter shows: the chosen labels, cut after 50 with an ellipsis. */
export function selectionSummary(labels: string[], max: number = MAX_SHOWN_SELECTED): string {
  if (labels.length === 0) return 'Toutes'
  const shown = labels.slice(0, max).join(', ')
  return labels.length > max ? `${shown}, …` : shown
}

/** The selection after ticking or unticking one key, in the order of the options. */
export function toggleKey(options: string[], selected: string[], key: string, checked: boolean): string[] {
  const next = new Set(selected)
  if (checked) next.add(key)
  else next.delete(key)
  // Keys of a shared link that are no longer options stay at the end (the server ignores them).
  return [
    ...options.filter((option) => next.has(option)),
    ...[...next].filter((option) => !options.includes(option)),
  ]
}
