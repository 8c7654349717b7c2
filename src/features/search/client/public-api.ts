import type { BarControls } from './live-search'

/**
 * The search bars' public operations, by search id (`data-live-search`): for a page's own scripts, as
 * `window.EscaleSearch` (docs/behaviour/search.md). The bar's code loads on the first call that needs it.
 */
export type EscaleSearchApi = {
  exists: (id: number | string) => boolean
  searchFor: (id: number | string, phrase: string) => Promise<boolean>
  searchRedirect: (id: number | string, phrase: string) => boolean
  closeResults: (id: number | string) => Promise<boolean>
  resetSearch: (id: number | string) => Promise<boolean>
  getStateURL: (id: number | string) => string | null
}

const barForm = (id: number | string) =>
  document.querySelector<HTMLFormElement>(`form[data-live-search="${CSS.escape(String(id))}"]`)

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

/** The results page's address for a bar's phrase: what a redirect opens and a shared link carries. */
function stateUrl(form: HTMLFormElement, phrase?: string): string {
  const text = phrase ?? form.querySelector<HTMLInputElement>('input[name="s"]')?.value ?? ''
  const query = new URLSearchParams({
    s: text.trim(),
    asp_active: '1',
    p_asid: form.dataset.liveSearch ?? '',
    p_asp_data: '1',
  })
  return new URL(`${form.getAttribute('action') || '/recherche'}?${query}`, location.href).href
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
}
