import { MAX_INSTANCES } from '../instances'

export type InstanceGuard = {
  /** Whether an instance of search `id` other than `instance` is searching (among the first instances). */
  othersSearching: (id: string, instance: number) => boolean
  /** An instance's request starts; `end` once it is over (answered, failed or aborted). */
  start: (id: string, instance: number) => void
  end: (id: string, instance: number) => void
  /** Runs `then` once no instance of search `id` is searching (at once when none is); once per function. */
  whenIdle: (id: string, then: () => void) => void
}

/**
 * Which instances of each search are searching, for the rule that a search is skipped while another
 * instance of the same search is searching (two bars of one search on a page, driven at once by a
 * page's script or an automatic search). Requests are counted: a bar may start one before the one it
 * aborted has ended. Only the first `max` instances are looked at.
 */
export function createInstanceGuard(max = MAX_INSTANCES): InstanceGuard {
  const busy = new Map<string, Map<number, number>>()
  const waiting = new Map<string, Set<() => void>>()
  const searching = (id: string) => [...(busy.get(id) ?? new Map<number, number>()).keys()]
  return {
    othersSearching: (id, instance) =>
      searching(id).some((other) => other !== instance && other >= 1 && other <= max),
    start(id, instance) {
      const counts = busy.get(id) ?? new Map<number, number>()
      counts.set(instance, (counts.get(instance) ?? 0) + 1)
      busy.set(id, counts)
    },
    end(id, instance) {
      const counts = busy.get(id)
      const count = counts?.get(instance) ?? 0
      if (!counts || count === 0) return
      if (count > 1) counts.set(instance, count - 1)
      else counts.delete(instance)
      if (counts.size > 0) return
      busy.delete(id)
      const callbacks = waiting.get(id)
      waiting.delete(id)
      for (const callback of callbacks ?? []) callback()
    },
    whenIdle(id, then) {
      if (!busy.has(id)) return then()
      waiting.set(id, (waiting.get(id) ?? new Set()).add(then))
    },
  }
}

/** The page's guard, shared by all its bars (they load this module once). */
export const instanceGuard = createInstanceGuard()
