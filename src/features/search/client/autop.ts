/** The automatic first search of a bar (autop): when it runs, and its wait for the bar's styles. */

/** Tries before giving up on the bar's styles, and the wait between two. */
export const AUTOP_TRIES = 7
export const AUTOP_INTERVAL_MS = 500

/**
 * Whether a bar in `mode` searches by itself on this page: not when disabled, and not on a live-loaded
 * results page (its address carries `asp_ls`: the visitor's own search is on screen).
 */
export const autopRuns = (mode: string | undefined, search: string): boolean =>
  Boolean(mode) && mode !== 'disabled' && !new URLSearchParams(search).has('asp_ls')

/**
 * Resolves true once `ready()` holds, checked at once then every `interval` ms, `tries` times in all;
 * false if it never did (the search then does not run: unstyled results would cover the page).
 */
export async function waitUntil(
  ready: () => boolean,
  tries = AUTOP_TRIES,
  interval = AUTOP_INTERVAL_MS,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    if (ready()) return true
    if (attempt < tries) await sleep(interval)
  }
  return false
}
