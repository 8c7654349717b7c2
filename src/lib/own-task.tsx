import { type DependencyList, type ReactNode, useEffect, useState } from 'react'

/**
 * Runs `work` in a task of its own, after the current one (a zero-delay timer); returns what cancels it.
 */
export function inOwnTask(work: () => void): () => void {
  const timer = window.setTimeout(work, 0)
  return () => window.clearTimeout(timer)
}

/** Resolves in a task of its own, after the current one: `await nextTask()` splits a long piece of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inOwnTask(resolve))
}

/**
 * `useEffect`, with the effect run in a task of its own. React runs every effect of a hydration in one
 * task, so a page's dozen small effects (listeners, measures, imports) added up to one long task that
 * kept a visitor's first tap waiting; one task each lets the browser answer between them. For effects
 * nothing visible waits on in the same frame. The cleanup cancels an effect that has not run yet.
 */
export function useOwnTaskEffect(setup: () => void | (() => void), deps: DependencyList): void {
  useEffect(() => {
    let undo: void | (() => void)
    const cancel = inOwnTask(() => {
      undo = setup()
    })
    return () => {
      cancel()
      undo?.()
    }
    // The caller's deps decide when the effect runs again, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}

/**
 * Renders its children one task after it is first committed, in a render of their own. For heavy
 * widgets built in steps (the map: its frame, then its tiles, then its markers), each step then is a
 * task of its own instead of one long one.
 */
export function InOwnTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useOwnTaskEffect(() => setReady(true), [])
  return ready ? children : null
}
