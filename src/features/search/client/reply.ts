/** The markers of a call 15 reply (the server's results-html.ts writes them). */
const HTML = /___ASPSTART_HTML___([\s\S]*?)___ASPEND_HTML___/
const DATA = /___ASPSTART_DATA___([\s\S]*?)___ASPEND_DATA___/

export type SearchReply = { html: string; resultsCount: number; fullResultsCount: number }

/** The results' HTML and counts of a call 15 reply; null when its markers are missing. */
export function parseSearchReply(text: string): SearchReply | null {
  const html = HTML.exec(text)
  const data = DATA.exec(text)
  if (!html || !data) return null
  try {
    const counts = JSON.parse(data[1]!) as { results_count?: unknown; full_results_count?: unknown }
    const resultsCount = Number(counts.results_count)
    const fullResultsCount = Number(counts.full_results_count)
    if (!Number.isFinite(resultsCount) || !Number.isFinite(fullResultsCount)) return null
    return { html: html[1]!, resultsCount, fullResultsCount }
  } catch {
    return null
  }
}

/** The delays of the bar, in milliseconds. */
export const DELAYS = {
  /** After the last keystroke in the phrase, before searching. */
  typing: 240,
  /** After a filter changed, before searching. */
  facet: 80,
  /** Enter pressed twice within this time searches once. */
  enterGuard: 300,
  /** A saved search given back, before it runs again. */
  restore: 800,
  /** After the last result came into view, before infinite scroll loads the next ones. */
  infiniteScroll: 80,
} as const

/** The French messages of the bar's failures. */
export const MESSAGES = {
  failed: (status: number | string) => `La requête a échoué. Vérifiez votre connexion ! Statut : ${status}`,
  missingMarkers:
    'La réponse du serveur est incomplète : la recherche n’a pas pu afficher ses résultats (problème du serveur ou de réécriture d’adresses).',
} as const
