import { type DependencyList } from 'react'
import { useOwnTaskEffect } from './own-task'

/**
 * An effect whose code is fetched after the page has hydrated, in its own chunk: the page's first-load
 * scripts carry only this call. `load` imports the module and starts it; what it returns undoes it.
 * An effect undone before its module arrived never starts. The import starts in a task of its own
 * (useOwnTaskEffect), not in the one that runs every effect of the page.
 */
export function useLazyEffect(load: () => Promise<() => void>, deps: DependencyList): void {
  useOwnTaskEffect(() => {
    let undo: (() => void) | undefined
    let live = true
    load()
      .then((stop) => {
        if (live) undo = stop
        else stop()
      })
      .catch((error: unknown) => console.warn(error))
    return () => {
      live = false
      undo?.()
    }
  }, deps)
}
