import { filterFormSchema, type FilterForm } from './filter-form'
import { HEADER_SEARCH_ID, parseAsid } from './search-ids'

/** Results per page of the results page. */
export const RESULTS_PAGE_SIZE = 10
/** The results page's pager goes this deep at most (a hundred pages of ten). */
export const MAX_RESULTS_PAGE = 100

type Params = Record<string, string | string[] | undefined>

export type ResultsPageParams = {
  /** The search whose results these are (`p_asid`, the header's when absent); null when unreadable. */
  asid: number | null
  phrase: string
  form: FilterForm
  page: number
  /** What was refused in the address, in French; the search then runs without the filters. */
  error: string | null
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * The results page's address: the phrase in `s` (or `asp_ls`, a live load's), the filter form's fields
 * (`kind[]`, `facet[]`, `date_from`, `date_to`, `order`, as the bar's redirect and its shareable links
 * write them), `page`, and the search they belong to (`p_asid`: the header's when absent). A refused filter
 * gives its message and the search without filters, never an error.
 */
export function readResultsParams(params: Params): ResultsPageParams {
  const phrase = (first(params.s) || first(params.asp_ls)).slice(0, 200)
  const raw: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(params)) {
    const field = name.endsWith('[]') ? name.slice(0, -2) : name
    if (value === undefined || field === 'force_count' || !Object.hasOwn(filterFormSchema.shape, field))
      continue
    raw[field] = value
  }
  const parsed = filterFormSchema.safeParse(raw)
  const pageText = first(params.page) || '1'
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : NaN
  const pageOk = page >= 1 && page <= MAX_RESULTS_PAGE
  const form = parsed.success ? parsed.data : filterFormSchema.parse({})
  const error = !parsed.success
    ? `${parsed.error.issues[0]?.message ?? 'Filtre invalide.'} La recherche ignore les filtres.`
    : !pageOk
      ? `Page inconnue : les ${MAX_RESULTS_PAGE} premières pages seulement.`
      : null
  const asidText = first(params.p_asid)
  const asid = asidText === '' ? HEADER_SEARCH_ID : parseAsid(asidText)
  return { asid, phrase, form, page: pageOk ? page : 1, error }
}
