/**
 * The filter form of a search bar as data: which boxes a parent box governs, and the form serialised the
 * way the bar sends it (call 15's `options`) and compares it with its first state.
 */

/** The fields that say nothing when empty: an unset date filters nothing. */
const OPTIONAL_WHEN_EMPTY = new Set(['date_from', 'date_to'])

/**
 * The boxes a box governs in a checkbox hierarchy: the following ones of a deeper level, up to the next
 * box of its own level or above (`levels` lists every box's level in order).
 */
export function childIndexes(levels: readonly number[], at: number): number[] {
  const own = levels[at]
  if (own === undefined) return []
  const out: number[] = []
  for (let i = at + 1; i < levels.length && levels[i]! > own; i++) out.push(i)
  return out
}

/** What a bar's form carries besides its filters: the phrase, and the search's id for the no-script form. */
const NOT_FILTERS = new Set(['s', 'p_asid'])

/**
 * A filter form's fields as a query, without the phrase, the search's id and the empty dates: equal
 * forms, equal text.
 */
export function serializeFilters(fields: Iterable<[string, string]>): string {
  const query = new URLSearchParams()
  for (const [name, value] of fields) {
    if (NOT_FILTERS.has(name)) continue
    if (value === '' && OPTIONAL_WHEN_EMPTY.has(name)) continue
    query.append(name, value)
  }
  return query.toString()
}

/**
 * Call 15's `options`: the form's fields, then its state flags (`filters_initial` 1 while it is as the page
 * drew it, `filters_changed` 1 once it differs) and the results already shown (`force_count`).
 */
export function barOptions(filters: string, initial: string, forceCount: number): string {
  const query = new URLSearchParams(filters)
  const changed = filters !== initial
  query.set('filters_initial', changed ? '0' : '1')
  query.set('filters_changed', changed ? '1' : '0')
  query.set('force_count', String(forceCount))
  return query.toString()
}

/**
 * The results page's address for a phrase and a bar's filters (Enter, « Voir les … résultats », a shared
 * link): the phrase first, then the filters that narrow something; the default order is left out.
 */
export function resultsPageUrl(
  action: string,
  phrase: string,
  filters: string,
  extra?: Record<string, string>,
) {
  const query = new URLSearchParams({ s: phrase.trim(), ...extra })
  for (const [name, value] of new URLSearchParams(filters))
    if (!(name === 'order' && value === 'relevance')) query.append(name, value)
  return `${action}?${query}`
}
