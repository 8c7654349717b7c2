import { type DependencyList, useEffect } from 'react'

/**
 * An effect whose code is fetched after the page has hydrated, in its own chunk: the page's first-load
 * scripts carry only this call. `load` imports the module and starts it; what it returns undoes it.
 * An effect undone before its module arrived never starts.
 */
export function useLazyEffect(load: () => Promise<() => void>, deps: DependencyList): void {
  useEffect(() => {
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
    // The caller's deps decide when the effect runs again, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}
