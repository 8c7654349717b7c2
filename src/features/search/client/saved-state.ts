/**
 * What a bar keeps in the visitor's own browser (localStorage), and nowhere else: its last search, to
 * show it again when the visitor comes back to the page, and the phrase to highlight on the result they
 * opened. Both are forgotten once used, after half an hour, and when the visitor empties the bar.
 */
import { HIGHLIGHT_KEY, STATE_KEY, store } from './saved-keys'

export { HIGHLIGHT_KEY, STATE_KEY, store }
export const SAVED_TTL_MS = 30 * 60 * 1000

/** The bar's last search: which bar, its phrase and filters, on which page. */
export type SavedState = {
  id: string
  instance: string
  phrase: string
  settings: string
  page: string
  at: number
}
/** The phrase to mark on the result page the visitor opened from the bar. */
export type HighlightState = { id: string; phrase: string; url: string; at: number }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const text = (value: unknown, max: number) => typeof value === 'string' && value.length <= max
const fresh = (at: unknown, now: number) => typeof at === 'number' && at <= now && now - at <= SAVED_TTL_MS

const parse = (raw: string | null): unknown => {
  try {
    return raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
}

/**
 * The saved search of the bar `id`/`instance`, if it was saved on this `page` less than 30 minutes ago;
 * `stale` when what is kept can serve no page any more (unreadable or too old), to be forgotten. A search
 * saved on another page stays for that page.
 */
export function readState(
  raw: string | null,
  bar: { id: string; instance: string; page: string },
  now: number,
): { state: SavedState | null; stale: boolean } {
  const value = parse(raw)
  const usable =
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.instance === 'string' &&
    text(value.page, 2000) &&
    text(value.phrase, 200) &&
    text(value.settings, 40_000) &&
    fresh(value.at, now)
  if (!usable) return { state: null, stale: raw !== null }
  const mine = value.id === bar.id && value.instance === bar.instance && value.page === bar.page
  return { state: mine ? (value as SavedState) : null, stale: false }
}

/** The phrase to highlight, if it was saved for the page at `url` (its path) less than 30 minutes ago. */
export function readHighlight(raw: string | null, path: string, now: number): HighlightState | null {
  const value = parse(raw)
  if (!isRecord(value) || !text(value.phrase, 200) || !text(value.url, 2000) || !fresh(value.at, now))
    return null
  try {
    return new URL(value.url as string, 'http://x').pathname === path ? (value as HighlightState) : null
  } catch {
    return null
  }
}
