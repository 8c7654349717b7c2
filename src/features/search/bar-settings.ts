import { SEARCH_KINDS, type SearchKind } from './kinds'
import {
  DEFAULT_REQUIRED_MESSAGES,
  REQUIRED_FILTERS,
  REQUIRED_MESSAGE_MAX,
  type RequiredFilter,
  type RequiredFilters,
} from './required-filters'

/**
 * A search's settings: how its results look and behave. The header's search (id 1) has them from the
 * « Barre de recherche » global, the others from the « Recherches » collection (search-ids.ts); editors
 * place either as blocks.
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
export type AutopMode = (typeof AUTOP_MODES)[number]
export const AUTOP_LABELS: Record<AutopMode, string> = {
  disabled: 'Aucune',
  phrase: 'Une recherche choisie',
  latest: 'Les contenus les plus récents',
}
/** The longest phrase of the automatic first search. */
export const AUTOP_PHRASE_MAX = 100
export const SHOW_MORE_ACTIONS = ['ajax', 'results_page', 'custom_url'] as const
export type ShowMoreAction = (typeof SHOW_MORE_ACTIONS)[number]
export const SHOW_MORE_LABELS: Record<ShowMoreAction, string> = {
  ajax: 'Charger la suite sous les résultats',
  results_page: 'Ouvrir la page de résultats',
  custom_url: 'Ouvrir une adresse personnalisée',
}
export const REDIRECT_TARGETS = ['results_page', 'custom_url'] as const
export type RedirectTarget = (typeof REDIRECT_TARGETS)[number]
export const REDIRECT_LABELS: Record<RedirectTarget, string> = {
  results_page: 'La page de résultats (/recherche)',
  custom_url: 'Une adresse personnalisée',
}
export const HEADER_LINK_MODES = ['none', 'fill', 'redirect'] as const
export type HeaderLinkMode = (typeof HEADER_LINK_MODES)[number]
export const HEADER_LINK_LABELS: Record<HeaderLinkMode, string> = {
  none: 'Rien de plus (le lien mène à la barre)',
  fill: 'Remplir la recherche avec leur texte et y aller',
  redirect: 'Ouvrir la page de résultats de leur texte',
}
/** The target that ties a header or menu link to the search (the bar's form carries it as its id). */
export const HEADER_LINK_TARGET = '#recherche'
export const RESET_MODES = ['live', 'close'] as const
export type ResetMode = (typeof RESET_MODES)[number]
export const RESET_LABELS: Record<ResetMode, string> = {
  live: 'Relancer la recherche si le texte ou les filtres ont changé',
  close: 'Fermer les résultats',
}

export type BarSettings = {
  /** The public id (`asid`). */
  id: number
  name: string
  /** The content kinds it searches; empty: all. */
  kinds: SearchKind[]
  layout: ResultLayout
  /** Results per request (and per page of the isotopic grid's pager: columns × rows). */
  perPage: number
  isotopicColumns: number
  isotopicRows: number
  isotopicPagination: boolean
  minLength: number
  showMore: ShowMoreAction
  /** « Afficher plus » as a custom address: its {phrase} and {facet} placeholders filled (bar-behaviour.ts). */
  showMoreUrl: string
  infiniteScroll: boolean
  closeOnDocumentClick: boolean
  compactOnPhones: boolean
  /** The automatic first search when a page loads: none, the editors' phrase, or the newest documents. */
  autop: AutopMode
  autopPhrase: string
  resetMode: ResetMode
  /** What the header's links to « #recherche » do. */
  headerLinks: HeaderLinkMode
  /** Where Enter and the magnifier lead: the results page or a custom address. */
  redirect: RedirectTarget
  redirectUrl: string
  redirectNewWindow: boolean
  tryThis: string[]
  showKindFilter: boolean
  showCategoryFilter: boolean
  showDateFilter: boolean
  /** The filter fieldsets a search waits for (not the automatic one), each with its message. */
  requiredFilters: RequiredFilters
  /** The field's hint. */
  placeholder: string
}

/** The defaults: what a bar does when a field was left empty, and what the header's bar starts with. */
export const DEFAULT_BAR: Omit<BarSettings, 'id' | 'name' | 'kinds'> = {
  layout: 'vertical',
  perPage: 10,
  isotopicColumns: 3,
  isotopicRows: 2,
  isotopicPagination: true,
  minLength: 2,
  showMore: 'ajax',
  showMoreUrl: '',
  infiniteScroll: false,
  closeOnDocumentClick: true,
  compactOnPhones: true,
  autop: 'disabled',
  autopPhrase: '',
  resetMode: 'live',
  headerLinks: 'none',
  redirect: 'results_page',
  redirectUrl: '',
  redirectNewWindow: false,
  tryThis: [],
  showKindFilter: true,
  showCategoryFilter: true,
  showDateFilter: true,
  requiredFilters: {},
  placeholder: 'Rechercher…',
}

/**
 * What editors store for a search (the « Barre de recherche » global, a « Recherches » document), any
 * part possibly unset.
 */
export type StoredBar = {
  title?: string | null
  kinds?: string[] | null
  placeholder?: string | null
  minLength?: number | null
  perPage?: number | null
  closeOnDocumentClick?: boolean | null
  tryThis?: Array<{ keyword?: string | null }> | null
  layout?: string | null
  isotopicColumns?: number | null
  isotopicRows?: number | null
  isotopicPagination?: boolean | null
  showMore?: string | null
  showMoreUrl?: string | null
  infiniteScroll?: boolean | null
  redirect?: string | null
  redirectUrl?: string | null
  redirectNewWindow?: boolean | null
  resetMode?: string | null
  autop?: string | null
  autopPhrase?: string | null
  headerLinks?: string | null
  requiredFilters?: Partial<
    Record<RequiredFilter, { required?: boolean | null; message?: string | null } | null>
  > | null
}

/** The limits of the isotopic grid's columns and rows. */
export const GRID_LIMITS = { columns: { min: 1, max: 6 }, rows: { min: 1, max: 6 } } as const

const oneOf = <T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback

/**
 * A custom address editors may give (« Afficher plus », redirect): a path of the site or an http(s)
 * address, with its {phrase} and {facet} placeholders; anything else (javascript:, a protocol-relative
 * //host) is refused.
 */
export function isCustomUrl(value: string): boolean {
  const url = value.trim()
  if (url.length === 0 || url.length > 300 || /\s/.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\')
  return /^https?:\/\/[^/\s]+/i.test(url)
}

const within = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/** The kinds a search keeps, in their usual order; every kind or none chosen: empty (all). */
export function searchKindsOf(stored: readonly string[] | null | undefined): SearchKind[] {
  const kinds = SEARCH_KINDS.filter((kind) => stored?.includes(kind))
  return kinds.length === SEARCH_KINDS.length ? [] : kinds
}

/** The kinds a search finds and offers as filters: its own, every kind when it names none. */
export const searchedKinds = (bar: Pick<BarSettings, 'kinds'>): SearchKind[] =>
  bar.kinds.length > 0 ? [...bar.kinds] : [...SEARCH_KINDS]

/** The name of the header's search, which editors do not name. */
export const HEADER_BAR_NAME = 'En-tête'

/**
 * A search's settings from what editors stored: an unset or out-of-range value takes the default, empty
 * and repeated keywords are left out. Only the header's search (`header`) ties the menu's links to itself.
 */
export function barFromStored(
  id: number,
  stored: StoredBar | null | undefined,
  { header = true }: { header?: boolean } = {},
): BarSettings {
  const keywords = (stored?.tryThis ?? [])
    .map((row) => row.keyword?.trim() ?? '')
    .filter((keyword, i, all) => keyword !== '' && all.indexOf(keyword) === i)
  return {
    id,
    name: header ? HEADER_BAR_NAME : stored?.title?.trim() || `Recherche ${id}`,
    kinds: searchKindsOf(stored?.kinds),
    ...DEFAULT_BAR,
    placeholder: stored?.placeholder?.trim() || DEFAULT_BAR.placeholder,
    minLength: within(stored?.minLength, 1, 10, DEFAULT_BAR.minLength),
    perPage: within(stored?.perPage, 5, 50, DEFAULT_BAR.perPage),
    closeOnDocumentClick: stored?.closeOnDocumentClick ?? DEFAULT_BAR.closeOnDocumentClick,
    tryThis: keywords.slice(0, 8),
    layout: oneOf(stored?.layout, RESULT_LAYOUTS, DEFAULT_BAR.layout),
    isotopicColumns: within(
      stored?.isotopicColumns,
      GRID_LIMITS.columns.min,
      GRID_LIMITS.columns.max,
      DEFAULT_BAR.isotopicColumns,
    ),
    isotopicRows: within(
      stored?.isotopicRows,
      GRID_LIMITS.rows.min,
      GRID_LIMITS.rows.max,
      DEFAULT_BAR.isotopicRows,
    ),
    isotopicPagination: stored?.isotopicPagination ?? DEFAULT_BAR.isotopicPagination,
    ...showMoreOf(oneOf(stored?.showMore, SHOW_MORE_ACTIONS, 'ajax'), stored?.showMoreUrl),
    infiniteScroll: stored?.infiniteScroll ?? DEFAULT_BAR.infiniteScroll,
    ...redirectOf(oneOf(stored?.redirect, REDIRECT_TARGETS, 'results_page'), stored?.redirectUrl),
    redirectNewWindow: stored?.redirectNewWindow ?? DEFAULT_BAR.redirectNewWindow,
    resetMode: oneOf(stored?.resetMode, RESET_MODES, DEFAULT_BAR.resetMode),
    headerLinks: header ? oneOf(stored?.headerLinks, HEADER_LINK_MODES, DEFAULT_BAR.headerLinks) : 'none',
    ...autopOf(oneOf(stored?.autop, AUTOP_MODES, DEFAULT_BAR.autop), stored?.autopPhrase),
    requiredFilters: requiredOf(stored?.requiredFilters),
  }
}

/** The fieldsets marked required, each with its message: the default one when editors left it empty. */
function requiredOf(stored: StoredBar['requiredFilters']): RequiredFilters {
  const out: RequiredFilters = {}
  for (const filter of REQUIRED_FILTERS) {
    const set = stored?.[filter]
    if (!set?.required) continue
    out[filter] = set.message?.trim().slice(0, REQUIRED_MESSAGE_MAX) || DEFAULT_REQUIRED_MESSAGES[filter]
  }
  return out
}

/** « Afficher plus »: a custom address without a usable URL falls back to loading the next page. */
function showMoreOf(action: ShowMoreAction, url: string | null | undefined) {
  const usable = action !== 'custom_url' || isCustomUrl(url ?? '')
  return usable
    ? { showMore: action, showMoreUrl: action === 'custom_url' ? url!.trim() : '' }
    : { showMore: DEFAULT_BAR.showMore, showMoreUrl: '' }
}

/** The redirect: a custom address without a usable URL falls back to the results page. */
function redirectOf(target: RedirectTarget, url: string | null | undefined) {
  return target === 'custom_url' && isCustomUrl(url ?? '')
    ? { redirect: target, redirectUrl: url!.trim() }
    : { redirect: 'results_page' as const, redirectUrl: '' }
}

/** The automatic first search: the « phrase » mode without a phrase searches nothing. */
function autopOf(mode: AutopMode, phrase: string | null | undefined) {
  const text = (phrase ?? '').trim().slice(0, AUTOP_PHRASE_MAX)
  if (mode === 'phrase')
    return text ? { autop: mode, autopPhrase: text } : { autop: 'disabled' as const, autopPhrase: '' }
  return { autop: mode, autopPhrase: '' }
}
