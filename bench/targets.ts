/**
 * What the benchmarks measure and the budget each must meet (bench/README.md lists them). Features add
 * their entries here, e.g. an ajax action:
 *   { name: 'loadmore', method: 'POST', path: '/ajax', body: 'action=loadmore&query=...&page=2',
 *     headers: { 'content-type': 'application/x-www-form-urlencoded' }, budget: { maxP95Ms: 50 } }
 */
import { createNonce } from '../src/lib/nonce'
import { firstArticlePath } from './support/html'
import type { LoadTarget } from './support/load'

/** Cached pages at 20 connections on the 2-core machine. */
const CACHED_PAGE = { minRps: 800 }

/** The newest published article, read from the listing so that it works against any server. */
export async function newestArticlePath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/articles`)
  const found = firstArticlePath(await response.text())
  if (!response.ok || !found) throw new Error(`no article link on /articles (status ${response.status})`)
  return found
}

/** Ajax calls: p95 at 20 connections on the large data set. */
const AJAX = { maxP95Ms: 50 }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

/** The gallery's pages (call 7) and the weather from the cache (call 9), whose bodies carry a nonce. */
const GALLERY = { maxP95Ms: 30 }
const WEATHER_CACHED = { maxP95Ms: 20 }
/** The search (call 15) at 10,000+ documents, and its completion (call 16). */
const SEARCH = { maxP95Ms: 30 }
const AUTOCOMPLETE = { maxP95Ms: 15 }

/** Call 15 with a phrase and a serialised filter form, as the header's bar (asid 1) sends it. */
const searchBody = (phrase: string, options = '') =>
  new URLSearchParams({
    action: 'ajaxsearchpro_search',
    aspp: phrase,
    asid: '1',
    asp_inst_id: '1_1',
    options,
  }).toString()

/**
 * A nonce as the server makes it: the benchmark runs beside the server it starts and shares its secret
 * (PAYLOAD_SECRET, or the data/.payload-secret both read).
 */
const withNonce = (fields: Record<string, string>, purpose: string, subject: string, field: string) =>
  new URLSearchParams({ ...fields, [field]: createNonce(purpose, subject) }).toString()

/** A date `days` from today, yyyy-mm-dd. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const loadTargets: LoadTarget[] = [
  { name: 'home', path: '/', budget: CACHED_PAGE },
  { name: 'listing', path: '/articles', budget: CACHED_PAGE },
  { name: 'post', path: newestArticlePath, budget: CACHED_PAGE },
  // loadmore: the third page of the full listing (10,000+ articles).
  {
    name: 'loadmore',
    method: 'POST',
    path: '/ajax',
    headers: FORM,
    body: new URLSearchParams({
      action: 'loadmore',
      query: JSON.stringify({ kind: 'all' }),
      page: '2',
    }).toString(),
    budget: AJAX,
  },
  // get_agenda_events: a text search, a date range and two categories over 20,000 events.
  {
    name: 'get_agenda_events',
    method: 'POST',
    path: '/ajax',
    headers: FORM,
    body: new URLSearchParams([
      ['action', 'get_agenda_events'],
      ['limit', '12'],
      ['page', '1'],
      ['search', 'marché'],
      ['dateStart', day(0)],
      ['dateEnd', day(180)],
      ['category[]', 'marches'],
      ['category[]', 'fetes-et-traditions'],
    ]).toString(),
    budget: AJAX,
  },
  // my_embedplus_gallery_page: the main playlist's second page of 6.
  {
    name: 'gallery_page',
    method: 'POST',
    path: '/ajax',
    headers: FORM,
    body: async () =>
      withNonce(
        {
          action: 'my_embedplus_gallery_page',
          'options[playlistId]': 'principale',
          'options[pageToken]': '2',
          'options[pageSize]': '6',
          'options[columns]': '3',
        },
        'gallery',
        'principale',
        'security',
      ),
    budget: GALLERY,
  },
  // awesome_weather_refresh: the home page's widget, answered from the 15-minute cache after the first
  // request (the provider is the stub bench:pages starts on 127.0.0.1).
  {
    name: 'weather',
    method: 'POST',
    path: '/ajax',
    headers: FORM,
    body: async () =>
      withNonce(
        {
          action: 'awesome_weather_refresh',
          id: 'accueil',
          location: 'Bray-Dunes',
          latlng: '51.08,2.58',
          units: 'c',
          forecast_days: '5',
          owm_city_id: '0',
          geotriggered: '0',
          user_location: '',
        },
        'weather',
        'accueil',
        'security',
      ),
    budget: WEATHER_CACHED,
  },
  // ajaxsearchpro_search: a common word (« plage »: 25,842 of the large set's 32,238 documents), a rare
  // word (« carbonade »: 3), a prefix, a typo, and a common word with filters.
  ...(
    [
      ['search_common', 'plage', ''],
      ['search_rare', 'carbonade', ''],
      ['search_prefix', 'mar', ''],
      ['search_typo', 'plaqe', ''],
      ['search_filtered', 'plage', `kind[]=event&date_from=${day(0)}&date_to=${day(180)}&order=date`],
    ] as const
  ).map(([name, phrase, options]) => ({
    name,
    method: 'POST' as const,
    path: '/ajax',
    headers: FORM,
    body: searchBody(phrase, options),
    budget: SEARCH,
  })),
  // ajaxsearchpro_autocomplete: the completion of a title's start.
  {
    name: 'search_autocomplete',
    method: 'POST',
    path: '/ajax',
    headers: FORM,
    body: new URLSearchParams({
      action: 'ajaxsearchpro_autocomplete',
      sauto: 'char a v',
      asid: '1',
      asp_inst_id: '1_1',
      options: '',
    }).toString(),
    budget: AUTOCOMPLETE,
  },
]

export interface SizeTarget {
  name: string
  path: string | ((baseUrl: string) => Promise<string>)
  /**
   * Our own first-load JS, gzip, KB of 1,024 bytes: what the page loads above the framework floor (the
   * empty page of the same Next.js and React, bench/support/floor.ts). ADR 0006: the first budgets, 130 KB
   * and 200 KB in all, were set on a floor of 102 KB, which leaves 28 KB for a page and 98 KB for the map.
   */
  maxAppKb: number
}

const PAGE_APP_KB = 28
const MAP_APP_KB = 98

export const sizeTargets: SizeTarget[] = [
  { name: 'home', path: '/', maxAppKb: PAGE_APP_KB },
  { name: 'listing', path: '/articles', maxAppKb: PAGE_APP_KB },
  { name: 'post', path: newestArticlePath, maxAppKb: PAGE_APP_KB },
  { name: 'agenda', path: '/agenda', maxAppKb: PAGE_APP_KB },
  { name: 'map', path: '/carte', maxAppKb: MAP_APP_KB },
]
