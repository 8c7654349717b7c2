/**
 * The public id of a search (`asid`, `p_asid`, `data-live-search`): the header's search is 1 (its settings
 * the « Barre de recherche » global), and each document of the « Recherches » collection is its own id
 * plus one, so that the two never meet and the header's id stays what links and saved states hold.
 */
export const HEADER_SEARCH_ID = 1

/** The public id of a « Recherches » document. */
export const asidOfSearchDoc = (docId: number): number => docId + 1

/**
 * The « Recherches » document a public id names; null for the header's search (1) and for anything that
 * is not a whole number above it.
 */
export function searchDocOfAsid(asid: number): number | null {
  return Number.isSafeInteger(asid) && asid > HEADER_SEARCH_ID ? asid - 1 : null
}

/** A public id as an address or a form gives it (`p_asid=2`): null when it is not a plain whole number. */
export function parseAsid(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,6}$/.test(value.trim())) return null
  return Number(value.trim())
}
