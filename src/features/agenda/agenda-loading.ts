import type { AgendaEvent } from './event-fields'
import type { AgendaQuery } from './url-state'

/** Events per request; filters.ts gives the server the same default. */
export const PAGE_SIZE = 12
/** Distance from the page bottom under which scrolling loads the next page. */
export const SCROLL_TRIGGER_PX = 1000

export type AgendaReplyData = {
  events: AgendaEvent[]
  events_count: number
  available_categories: Record<string, string>
}

/**
 * The agenda's loading (docs/behaviour/agenda.md, "Loading"), as a pure reducer. A new search (page 1)
 * always starts and clears the list, superseding a request still running: its late reply is dropped by
 * id. A next page starts only when nothing is loading and more events remain. Unlike the original, a
 * failed request is remembered so the visitor can retry it.
 */
export type AgendaLoadState = {
  events: AgendaEvent[]
  /** events_count of the last reply. */
  total: number
  /** The last page loaded. */
  page: number
  pending: { id: number; page: number } | null
  /** The page whose request failed, offered again by "Réessayer". */
  failedPage: number | null
  /** Set once, from the first reply: the category options are filled once. */
  categories: Record<string, string> | null
}

export type AgendaLoadEvent =
  | { type: 'request'; id: number; page: number }
  /** `reply: null` is a reply of zero length, which is ignored (the list stays as it is). */
  | { type: 'reply'; id: number; reply: AgendaReplyData | null }
  | { type: 'failure'; id: number }

export const initialAgendaState = (reply: AgendaReplyData, page = 1): AgendaLoadState => ({
  events: reply.events,
  total: reply.events_count,
  page,
  pending: null,
  failedPage: null,
  categories: reply.available_categories,
})

export function agendaLoadReducer(state: AgendaLoadState, event: AgendaLoadEvent): AgendaLoadState {
  switch (event.type) {
    case 'request':
      if (event.page === 1)
        return { ...state, events: [], pending: { id: event.id, page: 1 }, failedPage: null }
      if (
        state.pending ||
        state.total <= state.events.length ||
        (state.failedPage !== null && state.failedPage !== event.page)
      )
        return state
      return { ...state, pending: { id: event.id, page: event.page }, failedPage: null }
    case 'reply': {
      if (state.pending?.id !== event.id) return state
      if (!event.reply) return { ...state, pending: null }
      const { page } = state.pending
      const base = page === 1 ? [] : state.events
      // The list may have moved between two pages (an event published): never show one event twice.
      const known = new Set(base.map((item) => item.slug))
      const added = event.reply.events.filter((item) => !known.has(item.slug))
      return {
        ...state,
        events: [...base, ...added],
        total: event.reply.events_count,
        page,
        pending: null,
        categories: state.categories ?? event.reply.available_categories,
      }
    }
    case 'failure':
      return state.pending?.id === event.id
        ? { ...state, pending: null, failedPage: state.pending.page }
        : state
  }
}

export const isLoading = (state: AgendaLoadState) => state.pending !== null

/** The 'Voir plus d'événements' button shows when events_count exceeds the number loaded, outside loading. */
export const hasMore = (state: AgendaLoadState) =>
  !state.pending && state.failedPage === null && state.total > state.events.length

export const isEmpty = (state: AgendaLoadState) =>
  !state.pending && state.failedPage === null && state.events.length === 0

/** Scrolling loads the next page near the bottom, only when nothing is loading (never after a failure). */
export const shouldLoadOnScroll = (state: AgendaLoadState, distanceToBottom: number) =>
  hasMore(state) && distanceToBottom <= SCROLL_TRIGGER_PX

export const NO_RESULTS = 'Aucun résultat pour cette recherche'

/** The results line, also read out by screen readers: "12 événements sur 85". */
export function resultsSummary(state: AgendaLoadState): string {
  if (state.pending) return 'Chargement des événements…'
  if (state.failedPage !== null) return 'Le chargement des événements a échoué.'
  if (state.events.length === 0) return NO_RESULTS
  const noun = state.events.length > 1 ? 'événements' : 'événement'
  return `${state.events.length} ${noun} sur ${state.total}`
}

/** What the filters find in all (the phone's filters modal, where the list is out of sight). */
export function matchCount(state: AgendaLoadState): string {
  if (state.pending && state.pending.page === 1) return 'Recherche en cours…'
  if (state.failedPage === 1) return 'Le chargement des événements a échoué.'
  if (state.total === 0) return NO_RESULTS
  return `${state.total} ${state.total > 1 ? 'événements trouvés' : 'événement trouvé'}`
}

/** A reply body: null when of zero length (ignored); throws on anything that is not the agenda's JSON. */
export function parseAgendaReply(body: string): AgendaReplyData | null {
  if (body.length === 0) return null
  const data = JSON.parse(body) as Partial<AgendaReplyData>
  if (!Array.isArray(data.events) || typeof data.events_count !== 'number')
    throw new Error('réponse inattendue')
  return {
    events: data.events,
    events_count: data.events_count,
    available_categories: data.available_categories ?? {},
  }
}

/**
 * The fields of `get_agenda_events` (docs/behaviour/ajax.md): missing dates go as the string "null", like
 * the original script sent them.
 */
export const agendaRequestFields = (query: AgendaQuery, page: number) => ({
  action: 'get_agenda_events',
  limit: PAGE_SIZE,
  page,
  date: query.date ?? 'null',
  dateStart: query.dateStart ?? 'null',
  dateEnd: query.dateEnd ?? 'null',
  search: query.search.trim(),
  category: query.category,
})
