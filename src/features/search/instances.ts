/**
 * The instances of a search on a page, each numbered: `asp_inst_id` is `<id>_<instance>`. The header's
 * field is 1, phones' compact bar (its copy in the overlay) 2, and the bars editors place as blocks in a
 * page's text 3, 4... in the order of the text, whichever search each block is (`1_3`, `2_4`...). The browser's check that no other instance of the same
 * search is searching looks at as many instances as a page may hold.
 */
export const HEADER_INSTANCE = 1
export const COMPACT_INSTANCE = 2
export const FIRST_BLOCK_INSTANCE = 3
export const MAX_INSTANCES = 25

export type InstanceKey = { id: number; instance: number }

/** `1_3` (or `1`, the first instance) as its search id and instance; null when malformed or out of range. */
export function parseInstanceKey(key: string): InstanceKey | null {
  const match = /^(\d{1,7})(?:_(\d{1,3}))?$/.exec(key.trim())
  if (!match) return null
  const id = Number(match[1])
  const instance = match[2] === undefined ? HEADER_INSTANCE : Number(match[2])
  if (id < 1 || instance < 1 || instance > MAX_INSTANCES) return null
  return { id, instance }
}

/** The instance number of a page's n-th search block (0 the first); null past the instances a page holds. */
export function blockInstance(order: number): number | null {
  const instance = FIRST_BLOCK_INSTANCE + order
  return Number.isInteger(order) && order >= 0 && instance <= MAX_INSTANCES ? instance : null
}

/** Whether an `asp_inst_id` names an instance of search `id` (none given: the first, as the call allows). */
export function isInstanceOf(key: string | undefined, id: number): boolean {
  if (key === undefined) return true
  return parseInstanceKey(key)?.id === id
}
