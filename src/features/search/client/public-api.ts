import { resultsPageUrl, serializeFilters } from './filter-state'
import type { BarControls } from './live-search'

/**
 * The search bars' public operations, by search id (`data-live-search`) or `id_instance`: for a page's own
 * scripts, as `window.EscaleSearch` (docs/behaviour/search.md). The bar's code loads on the first call
 * that needs it.
 */
export type EscaleSearchApi = {
  exists: (id: number | string) => boolean
  searchFor: (id: number | string, phrase: string) => Promise<boolean>
  searchRedirect: (id: number | string, phrase: string) => boolean
  closeResults: (id: number | string) => Promise<boolean>
  resetSearch: (id: number | string) => Promise<boolean>
  getStateURL: (id: number | string) => string | null
  /** Opens or closes the bar's settings box (`open` omitted: switches it). */
  toggleSettings: (id: number | string, open?: boolean) => Promise<boolean>
  /** Whether the bar's filters are as the page drew them (true also for a bar not used yet). */
  filtersInitial: (id: number | string) => boolean
  /** Whether the bar's filters differ from how the page drew them. */
  filtersChanged: (id: number | string) => boolean
}

/**
 * A bar by its search id, or by `id_instance` for one instance of it (the header's bar is `1` or `1_1`,
 * its compact copy on phones `1_2`). By id alone: the instance on screen, else the first.
 */
function barForm(target: number | string): HTMLFormElement | null {
  const match = /^(\d{1,7})(?:_(\d{1,3}))?$/.exec(String(target).trim())
  if (!match) return null
  const [, id, instance] = match
  const forms = [...document.querySelectorAll<HTMLFormElement>(`form[data-live-search="${id}"]`)]
  if (instance) return forms.find((form) => (form.dataset.liveSearchInstance ?? '1') === instance) ?? null
  return forms.find((form) => form.getClientRects().length > 0) ?? forms[0] ?? null
}

async function withBar(id: number | string, act: (bar: BarControls) => void): Promise<boolean> {
  const form = barForm(id)
  if (!form) {
    console.warn(`Recherche : aucune barre ${id} dans cette page.`)
    return false
  }
  const { attachLiveSearch } = await import('./live-search')
  const bar = attachLiveSearch(form)
  if (bar) act(bar)
  return Boolean(bar)
}

/**
 * The results page's address for a bar's phrase and filters (call 19): what a redirect opens and a shared
 * link carries. The settings box's fields count only once the bar's script has enabled them.
 */
function stateUrl(form: HTMLFormElement, phrase?: string): string {
  const text = phrase ?? form.querySelector<HTMLInputElement>('input[name="s"]')?.value ?? ''
  const fields: [string, string][] = []
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.push([name, value])
  const url = resultsPageUrl(form.getAttribute('action') || '/recherche', text, serializeFilters(fields), {
    asp_active: '1',
    p_asid: form.dataset.liveSearch ?? '',
    p_asp_data: '1',
  })
  return new URL(url, location.href).href
}

export const escaleSearchApi: EscaleSearchApi = {
  exists: (id) => Boolean(barForm(id)),
  searchFor: (id, phrase) => withBar(id, (bar) => bar.searchFor(String(phrase))),
  searchRedirect(id, phrase) {
    const form = barForm(id)
    if (!form) return false
    location.assign(stateUrl(form, String(phrase)))
    return true
  },
  closeResults: (id) => withBar(id, (bar) => bar.closeResults()),
  resetSearch: (id) => withBar(id, (bar) => bar.resetSearch()),
  getStateURL(id) {
    const form = barForm(id)
    return form ? stateUrl(form) : null
  },
  toggleSettings: (id, open) => withBar(id, (bar) => bar.toggleSettings(open)),
  filtersInitial: (id) => barForm(id)?.dataset.filtersChanged !== '1',
  filtersChanged: (id) => barForm(id)?.dataset.filtersChanged === '1',
}
