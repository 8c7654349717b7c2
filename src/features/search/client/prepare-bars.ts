import { autopRuns } from './autop'
import { STATE_KEY, store } from './saved-keys'

const prepared = new WeakSet<HTMLFormElement>()

const onScreen = (form: HTMLFormElement) => form.getClientRects().length > 0

/**
 * What a bar needs as soon as its page shows, before anyone touches it (each bar once, whether it came
 * with the page or later, by a navigation within the site): its settings button, which shows only once
 * this script runs (without it the box could not open); for a bar set to search by itself, its code and
 * that search, only where it is on screen (phones' compact bar runs its own when first opened); and the
 * visitor's own saved search given back (their browser only: the code loads only if there is one).
 */
export function prepareBars(forms: Iterable<HTMLFormElement>): void {
  for (const form of forms) {
    if (prepared.has(form)) continue
    prepared.add(form)
    const toggle = form.querySelector<HTMLElement>('[data-live-search-settings-toggle]')
    if (toggle) toggle.hidden = false
    if (form.dataset.autop && autopRuns(form.dataset.autop, location.search) && onScreen(form))
      void import('./live-search').then(({ attachLiveSearch }) => attachLiveSearch(form)?.autoSearch())
    if (store.get(STATE_KEY) && onScreen(form))
      void import('./live-search').then(({ attachLiveSearch }) => attachLiveSearch(form)?.restoreState())
  }
}
