/** Where the results sit in the results page, then the containers tried when a page lacks it. */
export const LIVE_LOAD_SELECTORS = ['#resultats', '#contenu', 'main'] as const

export const LIVE_LOAD_FAILED = 'Cette requête a échoué. Vérifiez votre connexion.'

/** The live-load address of a results-page form: its fields, with the phrase as `asp_ls` (call 18). */
export function liveLoadUrl(action: string, fields: URLSearchParams, searchId: string): string {
  const query = new URLSearchParams()
  for (const [name, value] of fields) {
    // The phrase goes as `asp_ls`, the search's id as `p_asid` (the form may carry it too).
    if (name === 's' || name === 'p_asid') continue
    if (value !== '' || !['date_from', 'date_to'].includes(name)) query.append(name, value)
  }
  const phrase = fields.get('s') ?? ''
  const out = new URLSearchParams({
    asp_ls: phrase,
    asp_active: '1',
    asp_force_reset_pagination: '1',
    p_asid: searchId,
    p_asp_data: '1',
  })
  for (const [name, value] of query) out.append(name, value)
  return `${action}?${out}`
}

/**
 * The first selector that names an element in both pages; never `body` or `html`, which would replace the
 * whole page. Null when none does.
 */
export function usableSelector(
  selectors: readonly string[],
  has: (selector: string) => boolean,
): string | null {
  return selectors.find((selector) => !/^(body|html)$/i.test(selector.trim()) && has(selector)) ?? null
}
