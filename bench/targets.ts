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

export const loadTargets: LoadTarget[] = [
  { name: 'home', path: '/', budget: CACHED_PAGE },
  { name: 'listing', path: '/articles', budget: CACHED_PAGE },
  { name: 'post', path: newestArticlePath, budget: CACHED_PAGE },
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
