import {
  AUTOP_MODES,
  AUTOP_PHRASE_MAX,
  DEFAULT_BAR,
  HEADER_LINK_MODES,
  isCustomUrl,
  REDIRECT_TARGETS,
  RESET_MODES,
  RESULT_LAYOUTS,
  SHOW_MORE_ACTIONS,
  type BarSettings,
} from './bar-settings'

/**
 * What the bar's script needs of its settings (layout, « Afficher plus », redirect, reset), carried by the
 * bar's form as `data-bar` (JSON) from the server to the lazily loaded script.
 */
export type BarBehaviour = Pick<
  BarSettings,
  | 'layout'
  | 'isotopicColumns'
  | 'isotopicRows'
  | 'isotopicPagination'
  | 'showMore'
  | 'showMoreUrl'
  | 'infiniteScroll'
  | 'redirect'
  | 'redirectUrl'
  | 'redirectNewWindow'
  | 'resetMode'
  | 'autop'
  | 'autopPhrase'
  | 'headerLinks'
>

const KEYS = [
  'layout',
  'isotopicColumns',
  'isotopicRows',
  'isotopicPagination',
  'showMore',
  'showMoreUrl',
  'infiniteScroll',
  'redirect',
  'redirectUrl',
  'redirectNewWindow',
  'resetMode',
  'autop',
  'autopPhrase',
  'headerLinks',
] as const satisfies readonly (keyof BarBehaviour)[]

export const DEFAULT_BEHAVIOUR: BarBehaviour = Object.fromEntries(
  KEYS.map((key) => [key, DEFAULT_BAR[key]]),
) as BarBehaviour

/**
 * The form's `data-bar` attribute for a bar's settings: only what differs from the defaults (every page
 * carries it), none when nothing does.
 */
export function behaviourAttribute(bar: BarSettings): string | undefined {
  const changed = KEYS.filter((key) => bar[key] !== DEFAULT_BEHAVIOUR[key])
  return changed.length === 0
    ? undefined
    : JSON.stringify(Object.fromEntries(changed.map((key) => [key, bar[key]])))
}

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback
const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6 ? value : fallback
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback)
const url = (value: unknown) => (typeof value === 'string' && isCustomUrl(value) ? value.trim() : '')

/**
 * The behaviour a form's `data-bar` describes; what is missing, malformed or out of range takes the
 * default (a page cached before a settings change, a hand-edited attribute), and a custom action
 * without its address falls back to the built-in one.
 */
export function readBehaviour(attribute: string | undefined): BarBehaviour {
  let raw: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(attribute ?? '{}')
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>
  } catch {
    // A malformed attribute: the defaults.
  }
  const d = DEFAULT_BEHAVIOUR
  const showMoreUrl = url(raw.showMoreUrl)
  const redirectUrl = url(raw.redirectUrl)
  const showMore = pick(raw.showMore, SHOW_MORE_ACTIONS, d.showMore)
  const redirect = pick(raw.redirect, REDIRECT_TARGETS, d.redirect)
  const autop = pick(raw.autop, AUTOP_MODES, d.autop)
  const autopPhrase =
    typeof raw.autopPhrase === 'string' ? raw.autopPhrase.trim().slice(0, AUTOP_PHRASE_MAX) : ''
  return {
    layout: pick(raw.layout, RESULT_LAYOUTS, d.layout),
    isotopicColumns: count(raw.isotopicColumns, d.isotopicColumns),
    isotopicRows: count(raw.isotopicRows, d.isotopicRows),
    isotopicPagination: flag(raw.isotopicPagination, d.isotopicPagination),
    ...(showMore === 'custom_url' && !showMoreUrl
      ? { showMore: d.showMore, showMoreUrl: '' }
      : { showMore, showMoreUrl: showMore === 'custom_url' ? showMoreUrl : '' }),
    infiniteScroll: flag(raw.infiniteScroll, d.infiniteScroll),
    ...(redirect === 'custom_url' && !redirectUrl
      ? { redirect: d.redirect, redirectUrl: '' }
      : { redirect, redirectUrl: redirect === 'custom_url' ? redirectUrl : '' }),
    redirectNewWindow: flag(raw.redirectNewWindow, d.redirectNewWindow),
    resetMode: pick(raw.resetMode, RESET_MODES, d.resetMode),
    headerLinks: pick(raw.headerLinks, HEADER_LINK_MODES, d.headerLinks),
    ...(autop === 'phrase' && !autopPhrase
      ? { autop: 'disabled', autopPhrase: '' }
      : { autop, autopPhrase: autop === 'phrase' ? autopPhrase : '' }),
  }
}

/**
 * A custom address with its placeholders filled: {phrase} the phrase, {facet} the bar's filters as a
 * query (`kind[]=event&facet[]=…`, as the results page reads them), both encoded for an address.
 */
export function fillCustomUrl(template: string, phrase: string, filters: string): string {
  const query = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(filters))
    if (!(name === 'order' && value === 'relevance')) query.append(name, value)
  return template
    .replaceAll('{phrase}', encodeURIComponent(phrase.trim()))
    .replaceAll('{facet}', query.toString())
}
