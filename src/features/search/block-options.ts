import { asidOfSearchDoc, HEADER_SEARCH_ID } from './search-ids'

/**
 * The options editors give a « Barre de recherche » block: which search it is (the header's, or one of
 * the « Recherches » with its own settings), a title above the bar, whether its filters button shows,
 * and the field's hint instead of the search's own.
 */
export const SEARCH_BLOCK_SLUG = 'searchBar'

/** The longest title and hint: one short line each. */
export const BLOCK_TEXT_MAX = { heading: 80, placeholder: 60 } as const

/** What a block stores, any part possibly unset (an older block, a hand-written document). */
export type StoredSearchBlock = {
  /** The « Recherches » document: its id, or the document when it was read with it. */
  search?: number | { id?: number | null } | null
  heading?: string | null
  showFilters?: boolean | null
  placeholder?: string | null
}

export type SearchBlockOptions = {
  /** The public id of its search (`asid`): the header's (1) when none is chosen. */
  asid: number
  /** The title above the bar; empty for none. */
  heading: string
  showFilters: boolean
  /** The field's hint; null for the search's own. */
  placeholder: string | null
}

const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/**
 * The admin's check of a block's text: optional, one line, `max` characters at most once trimmed.
 * True when fine, else the French message the form shows.
 */
export function checkBlockText(value: unknown, max: number): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Texte attendu.'
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'Une seule ligne, sans caractère de contrôle.'
  if (value.trim().length > max) return `${max} caractères au plus.`
  return true
}

/**
 * A block's options as the page draws them: texts on one line, those too long or blank left out (the
 * admin refuses them; an older document may hold them), the filters shown unless editors said no.
 */
export function searchBlockOptions(stored: StoredSearchBlock | null | undefined): SearchBlockOptions {
  const heading = oneLine(stored?.heading)
  const placeholder = oneLine(stored?.placeholder)
  const search = stored?.search
  const docId = typeof search === 'object' && search !== null ? search.id : search
  return {
    asid:
      typeof docId === 'number' && Number.isSafeInteger(docId) && docId > 0
        ? asidOfSearchDoc(docId)
        : HEADER_SEARCH_ID,
    heading: heading.length <= BLOCK_TEXT_MAX.heading ? heading : '',
    showFilters: stored?.showFilters !== false,
    placeholder: placeholder && placeholder.length <= BLOCK_TEXT_MAX.placeholder ? placeholder : null,
  }
}

/**
 * The accessible name of the search region of a block without a title (one with a title is named by
 * it): the name of its search when it is not the header's, told apart from the other blocks' by its
 * place (the page's search landmarks must differ; the header's has none).
 */
export function blockLabel(order: number, name = 'Rechercher sur le site'): string {
  return order === 0 ? name : `${name} (${order + 1})`
}
