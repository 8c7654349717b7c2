/**
 * What the benchmarks measure and the budget each must meet (DESIGN.md, Performance). Features add
 * their entries here, e.g. an ajax action:
 *   { name: 'loadmore', method: 'POST', path: '/ajax', body: 'action=loadmore&query=...&page=2',
 *     headers: { 'content-type': 'application/x-www-form-urlencoded' }, budget: { maxP95Ms: 50 } }
 */
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

/** A date `days` from today, yyyy-mm-dd. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const loadTargets: LoadTarget[] = [
  { name: 'home', path: '/', budget: CACHED_PAGE },
  { name: 'listing', path: '/articles', budget: CACHED_PAGE },
  { name: 'post', path: newestArticlePath, budget: CACHED_PAGE },
  // Call 1: the third page of the full listing (10,000+ articles).
  {
    name: 'loadmore',
    method: 'POST',
    path: '/ajax',
    headers: FORM,
    body: new URLSearchParams({ action: 'loadmore', query: JSON.stringify({ kind: 'all' }), page: '2' }).toString(),
    budget: AJAX,
  },
  // Call 2: a text search, a date range and two categories over 20,000 events.
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
]

export interface SizeTarget {
  name: string
  path: string | ((baseUrl: string) => Promise<string>)
  /** First-load JS, gzip, in KB of 1,024 bytes. */
  maxKb: number
}

export const sizeTargets: SizeTarget[] = [
  { name: 'home', path: '/', maxKb: 130 },
  { name: 'listing', path: '/articles', maxKb: 130 },
  { name: 'post', path: newestArticlePath, maxKb: 130 },
  { name: 'agenda', path: '/agenda', maxKb: 130 },
  { name: 'map', path: '/carte', maxKb: 200 },
]
