import { describe, expect, it } from 'vitest'
import {
  agendaLoadReducer,
  agendaRequestFields,
  hasMore,
  initialAgendaState,
  isEmpty,
  isLoading,
  PAGE_SIZE,
  parseAgendaReply,
  matchCount,
  resultsSummary,
  shouldLoadOnScroll,
  type AgendaLoadEvent,
  type AgendaLoadState,
  type AgendaReplyData,
} from './agenda-loading'
import type { AgendaEvent } from './event-fields'
import { AGENDA_PAGE_SIZE } from './filters'
import { EMPTY_QUERY } from './url-state'

const event = (slug: string) => ({ slug, nom: slug }) as AgendaEvent
const events = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => event(`${prefix}-${i}`))
const reply = (items: AgendaEvent[], total: number): AgendaReplyData => ({
  events: items,
  events_count: total,
  available_categories: { concerts: 'Concerts' },
})
const run = (state: AgendaLoadState, ...steps: AgendaLoadEvent[]) => steps.reduce(agendaLoadReducer, state)

const first = initialAgendaState(reply(events('a', 12), 30))

describe('agenda loading', () => {
  it('uses the page size of the server', () => {
    expect(PAGE_SIZE).toBe(AGENDA_PAGE_SIZE)
  })

  it('starts from the server-rendered page and offers more when events_count exceeds the loaded count', () => {
    expect(first).toMatchObject({ page: 1, total: 30, pending: null })
    expect(hasMore(first)).toBe(true)
    expect(resultsSummary(first)).toBe('12 événements sur 30')
  })

  it('counts what the filters find in all, for the phone modal', () => {
    expect(matchCount(first)).toBe('30 événements trouvés')
    expect(matchCount(initialAgendaState(reply(events('a', 1), 1)))).toBe('1 événement trouvé')
    const searching = run(first, { type: 'request', id: 1, page: 1 })
    expect(matchCount(searching)).toBe('Recherche en cours…')
    // Loading a next page does not change what was found.
    expect(matchCount(run(first, { type: 'request', id: 1, page: 2 }))).toBe('30 événements trouvés')
    expect(matchCount(run(searching, { type: 'failure', id: 1 }))).toBe(
      'Le chargement des événements a échoué.',
    )
    expect(matchCount(run(searching, { type: 'reply', id: 1, reply: reply([], 0) }))).toBe(
      resultsSummary(run(searching, { type: 'reply', id: 1, reply: reply([], 0) })),
    )
  })

  it('loads the next page: loading hides the button, then the events are appended', () => {
    const loading = run(first, { type: 'request', id: 1, page: 2 })
    expect(isLoading(loading)).toBe(true)
    expect(hasMore(loading)).toBe(false)
    expect(loading.events).toHaveLength(12)
    expect(resultsSummary(loading)).toBe('Chargement des événements…')
    const loaded = run(loading, { type: 'reply', id: 1, reply: reply(events('b', 12), 30) })
    expect(loaded.events).toHaveLength(24)
    expect(loaded.page).toBe(2)
    expect(hasMore(loaded)).toBe(true)
  })

  it('clears and hides the pager once everything is loaded', () => {
    const last = run(
      first,
      { type: 'request', id: 1, page: 2 },
      { type: 'reply', id: 1, reply: reply(events('b', 12), 30) },
      { type: 'request', id: 2, page: 3 },
      { type: 'reply', id: 2, reply: reply(events('c', 6), 30) },
    )
    expect(last.events).toHaveLength(30)
    expect(hasMore(last)).toBe(false)
    expect(run(last, { type: 'request', id: 3, page: 4 })).toBe(last)
  })

  it('refuses a next page while a request runs', () => {
    const loading = run(first, { type: 'request', id: 1, page: 2 })
    expect(run(loading, { type: 'request', id: 2, page: 2 })).toBe(loading)
  })

  it('clears the list for a new search, which supersedes a request still running', () => {
    const loading = run(first, { type: 'request', id: 1, page: 2 })
    const search = run(loading, { type: 'request', id: 2, page: 1 })
    expect(search.events).toEqual([])
    expect(isLoading(search)).toBe(true)
    const late = run(search, { type: 'reply', id: 1, reply: reply(events('late', 12), 30) })
    expect(late).toBe(search)
    const found = run(search, { type: 'reply', id: 2, reply: reply(events('s', 3), 3) })
    expect(found.events.map((e) => e.slug)).toEqual(['s-0', 's-1', 's-2'])
    expect(hasMore(found)).toBe(false)
    expect(resultsSummary(found)).toBe('3 événements sur 3')
  })

  it('ignores a reply of zero length but loads again afterwards', () => {
    const loading = run(first, { type: 'request', id: 1, page: 2 })
    const ignored = run(loading, { type: 'reply', id: 1, reply: null })
    expect(ignored.events).toHaveLength(12)
    expect(ignored.page).toBe(1)
    expect(isLoading(ignored)).toBe(false)
    expect(hasMore(ignored)).toBe(true)
  })

  it('says "Aucun résultat pour cette recherche" when a search finds nothing', () => {
    const none = run(
      first,
      { type: 'request', id: 1, page: 1 },
      { type: 'reply', id: 1, reply: reply([], 0) },
    )
    expect(isEmpty(none)).toBe(true)
    expect(resultsSummary(none)).toBe('Aucun résultat pour cette recherche')
    expect(
      resultsSummary(
        run(
          none,
          { type: 'request', id: 2, page: 1 },
          { type: 'reply', id: 2, reply: reply([event('x')], 1) },
        ),
      ),
    ).toBe('1 événement sur 1')
  })

  it('remembers a failed page, offers it again and does not load on scroll meanwhile', () => {
    const failed = run(first, { type: 'request', id: 1, page: 2 }, { type: 'failure', id: 1 })
    expect(failed.failedPage).toBe(2)
    expect(hasMore(failed)).toBe(false)
    expect(shouldLoadOnScroll(failed, 0)).toBe(false)
    expect(run(failed, { type: 'request', id: 2, page: 3 })).toBe(failed)
    const retried = run(
      failed,
      { type: 'request', id: 2, page: 2 },
      { type: 'reply', id: 2, reply: reply(events('b', 12), 30) },
    )
    expect(retried.events).toHaveLength(24)
    expect(retried.failedPage).toBeNull()
  })

  it('ignores the failure of a superseded request', () => {
    const search = run(first, { type: 'request', id: 1, page: 2 }, { type: 'request', id: 2, page: 1 })
    expect(run(search, { type: 'failure', id: 1 })).toBe(search)
  })

  it('never shows an event twice when the list moved between two pages', () => {
    const moved = run(
      first,
      { type: 'request', id: 1, page: 2 },
      { type: 'reply', id: 1, reply: reply([event('a-11'), event('b-0')], 31) },
    )
    expect(moved.events.map((e) => e.slug).slice(-2)).toEqual(['a-11', 'b-0'])
  })

  it('keeps the category options of the first reply', () => {
    const next = run(
      first,
      { type: 'request', id: 1, page: 1 },
      { type: 'reply', id: 1, reply: { ...reply([], 0), available_categories: {} } },
    )
    expect(next.categories).toEqual({ concerts: 'Concerts' })
  })

  it('loads on scroll within 1000 px of the bottom only', () => {
    expect(shouldLoadOnScroll(first, 1000)).toBe(true)
    expect(shouldLoadOnScroll(first, 1001)).toBe(false)
    expect(shouldLoadOnScroll(run(first, { type: 'request', id: 1, page: 2 }), 0)).toBe(false)
  })
})

describe('the reply and the request', () => {
  it('reads the reply, null for zero length, and throws on anything else', () => {
    expect(parseAgendaReply('')).toBeNull()
    expect(parseAgendaReply(JSON.stringify(reply([], 0)))).toEqual(reply([], 0))
    expect(() => parseAgendaReply('<html>')).toThrow()
    expect(() => parseAgendaReply('{"error":"x"}')).toThrow()
  })

  it('sends the filters of get_agenda_events, with "null" for missing dates', () => {
    expect(
      agendaRequestFields({ ...EMPTY_QUERY, dateStart: '2026-12-01', category: ['concerts'] }, 2),
    ).toEqual({
      action: 'get_agenda_events',
      limit: 12,
      page: 2,
      date: 'null',
      dateStart: '2026-12-01',
      dateEnd: 'null',
      search: '',
      category: ['concerts'],
    })
  })
})
