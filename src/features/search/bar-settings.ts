/**
 * A search bar's settings (an instance of the « Barres de recherche » collection): how its results look
 * and behave. The header's bar is the one marked « en-tête »; editors may place others as blocks.
 */
export const RESULT_LAYOUTS = ['vertical', 'horizontal', 'polaroid', 'isotopic'] as const
export type ResultLayout = (typeof RESULT_LAYOUTS)[number]

export const LAYOUT_LABELS: Record<ResultLayout, string> = {
  vertical: 'Liste verticale',
  horizontal: 'Bande horizontale',
  polaroid: 'Pile de photos',
  isotopic: 'Grille (isotope)',
}

export const AUTOP_MODES = ['disabled', 'phrase', 'latest'] as const
export const SHOW_MORE_ACTIONS = ['ajax', 'results_page', 'custom_url'] as const
export const RESET_MODES = ['live', 'close'] as const

export type BarSettings = {
  id: number
  name: string
  layout: ResultLayout
  /** Results per request (and per page of the isotopic grid's pager: columns × rows). */
  perPage: number
  isotopicColumns: number
  isotopicRows: number
  isotopicPagination: boolean
  minLength: number
  showMore: (typeof SHOW_MORE_ACTIONS)[number]
  customUrl: string
  infiniteScroll: boolean
  closeOnDocumentClick: boolean
  compactOnPhones: boolean
  autop: (typeof AUTOP_MODES)[number]
  autopPhrase: string
  resetMode: (typeof RESET_MODES)[number]
  /** Enter: live results under the bar (false) or the results page (true). */
  redirectOnEnter: boolean
  tryThis: string[]
  showKindFilter: boolean
  showCategoryFilter: boolean
  showDateFilter: boolean
  requireKind: boolean
  requiredMessage: string
  /** The field's hint. */
  placeholder: string
}

/** The defaults: what a bar does when a field was left empty, and what the header's bar starts with. */
export const DEFAULT_BAR: Omit<BarSettings, 'id' | 'name'> = {
  layout: 'vertical',
  perPage: 10,
  isotopicColumns: 3,
  isotopicRows: 2,
  isotopicPagination: true,
  minLength: 2,
  showMore: 'ajax',
  customUrl: '',
  infiniteScroll: false,
  closeOnDocumentClick: true,
  compactOnPhones: true,
  autop: 'disabled',
  autopPhrase: '',
  resetMode: 'live',
  redirectOnEnter: false,
  tryThis: [],
  showKindFilter: true,
  showCategoryFilter: true,
  showDateFilter: true,
  requireKind: false,
  requiredMessage: 'Choisissez au moins un type de contenu.',
  placeholder: 'Rechercher…',
}

/** What editors store for the header's bar (the « Barre de recherche » global), any part possibly unset. */
export type StoredBar = {
  placeholder?: string | null
  minLength?: number | null
  perPage?: number | null
  closeOnDocumentClick?: boolean | null
  tryThis?: Array<{ keyword?: string | null }> | null
}

const within = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/**
 * The header bar's settings from what editors stored: an unset or out-of-range value takes the default,
 * empty and repeated keywords are left out.
 */
export function barFromStored(id: number, stored: StoredBar | null | undefined): BarSettings {
  const keywords = (stored?.tryThis ?? [])
    .map((row) => row.keyword?.trim() ?? '')
    .filter((keyword, i, all) => keyword !== '' && all.indexOf(keyword) === i)
  return {
    id,
    name: 'En-tête',
    ...DEFAULT_BAR,
    placeholder: stored?.placeholder?.trim() || DEFAULT_BAR.placeholder,
    minLength: within(stored?.minLength, 1, 10, DEFAULT_BAR.minLength),
    perPage: within(stored?.perPage, 5, 50, DEFAULT_BAR.perPage),
    closeOnDocumentClick: stored?.closeOnDocumentClick ?? DEFAULT_BAR.closeOnDocumentClick,
    tryThis: keywords.slice(0, 8),
  }
}
