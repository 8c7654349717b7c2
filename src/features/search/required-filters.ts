import type { FacetGroup } from './facet-tree'
import type { FilterForm } from './filter-form'
import { SEARCH_KINDS, type SearchKind } from './kinds'

/**
 * The filter fieldsets editors may make required, in the order the filters show them: a search then
 * waits until each holds a choice (the automatic first search excepted).
 */
export const REQUIRED_FILTERS = [
  'kind',
  'articleCategories',
  'eventTypes',
  'placeCategories',
  'dates',
] as const
export type RequiredFilter = (typeof REQUIRED_FILTERS)[number]

/** Each fieldset's legend, as the filters and the editors' settings name it. */
export const REQUIRED_FILTER_LABELS: Record<RequiredFilter, string> = {
  kind: 'Types de contenu',
  articleCategories: 'Catégories des articles',
  eventTypes: 'Types d’événements',
  placeCategories: 'Catégories des lieux',
  dates: 'Dates des événements',
}

/** What a required fieldset says when nothing is chosen, unless editors wrote their own. */
export const DEFAULT_REQUIRED_MESSAGES: Record<RequiredFilter, string> = {
  kind: 'Choisissez au moins un type de contenu.',
  articleCategories: 'Choisissez au moins une catégorie d’articles.',
  eventTypes: 'Choisissez au moins un type d’événement.',
  placeCategories: 'Choisissez au moins une catégorie de lieux.',
  dates: 'Indiquez les deux dates des événements.',
}

/** The longest message editors may write for a fieldset. */
export const REQUIRED_MESSAGE_MAX = 160

/** The required fieldsets of a bar, each with its message. */
export type RequiredFilters = Partial<Record<RequiredFilter, string>>

/** The category fieldset of each kind's hierarchy. */
export const CATEGORY_FILTER_OF: Partial<Record<SearchKind, RequiredFilter>> = {
  article: 'articleCategories',
  event: 'eventTypes',
  place: 'placeCategories',
}

/**
 * What a fieldset filters: `-1` is the « none » of taxonomy and content-type lists, an ordinary value
 * elsewhere.
 */
export type FilterType = 'taxonomy' | 'content-type' | 'other'

export const FILTER_TYPE_OF: Record<RequiredFilter, FilterType> = {
  kind: 'content-type',
  articleCategories: 'taxonomy',
  eventTypes: 'taxonomy',
  placeCategories: 'taxonomy',
  dates: 'other',
}

/** A field of a fieldset as the check needs it: its kind, value, and for boxes whether it is chosen. */
export type FilterControl =
  | { type: 'text'; value: string }
  | { type: 'select'; value: string }
  | { type: 'checkbox' | 'radio'; name: string; value: string; checked: boolean }

type Choice = Extract<FilterControl, { checked: boolean }>
const isChoice = (control: FilterControl): control is Choice => 'checked' in control

/**
 * Whether a required fieldset lacks a choice: a text field is empty; a list is empty, or `-1` in a
 * taxonomy or content-type filter; no box is checked, or the only one checked has an empty value; no
 * radio of a group is checked, or the checked one is empty or `-1`.
 */
export function fieldsetInvalid(type: FilterType, controls: readonly FilterControl[]): boolean {
  const none = (value: string) => value === '' || (type !== 'other' && value === '-1')
  const boxes = controls.filter(isChoice).filter((control) => control.type === 'checkbox')
  if (boxes.length > 0) {
    const checked = boxes.filter((box) => box.checked)
    if (checked.length === 0 || (checked.length === 1 && checked[0]!.value === '')) return true
  }
  const radioGroups = new Map<string, Choice[]>()
  for (const control of controls.filter(isChoice))
    if (control.type === 'radio')
      radioGroups.set(control.name, [...(radioGroups.get(control.name) ?? []), control])
  for (const group of radioGroups.values()) {
    const checked = group.find((radio) => radio.checked)
    if (!checked || checked.value === '' || checked.value === '-1') return true
  }
  return controls.some(
    (control) =>
      (control.type === 'text' && control.value === '') || (control.type === 'select' && none(control.value)),
  )
}

/** A fieldset the search waits for: which, and what it says. */
export type MissingFilter = { filter: RequiredFilter; message: string }

/**
 * The required fieldsets a filter form leaves without a choice (the server's check, on the fieldsets
 * as the filters draw them for a search of these `kinds`), in their order; a fieldset not drawn (a
 * category fieldset with no category, or of a kind the search leaves out) asks for nothing.
 */
export function missingFilters(
  required: RequiredFilters,
  form: Pick<FilterForm, 'kind' | 'facet' | 'date_from' | 'date_to'>,
  facets: readonly FacetGroup[],
  kinds: readonly SearchKind[] = SEARCH_KINDS,
): MissingFilter[] {
  const controls = new Map<RequiredFilter, FilterControl[]>([
    [
      'kind',
      kinds.map((kind) => ({
        type: 'checkbox' as const,
        name: 'kind[]',
        value: kind,
        checked: form.kind.includes(kind),
      })),
    ],
  ])
  // The events' dates are drawn only for a search that finds events.
  if (kinds.includes('event'))
    controls.set('dates', [
      { type: 'text', value: form.date_from ?? '' },
      { type: 'text', value: form.date_to ?? '' },
    ])
  for (const group of facets) {
    if (!kinds.includes(group.kind)) continue
    const filter = CATEGORY_FILTER_OF[group.kind]
    if (!filter || group.options.length === 0) continue
    controls.set(
      filter,
      group.options.map((option) => ({
        type: 'checkbox' as const,
        name: 'facet[]',
        value: option.key,
        checked: form.facet.includes(option.key),
      })),
    )
  }
  return REQUIRED_FILTERS.flatMap((filter) => {
    const message = required[filter]
    const fields = controls.get(filter)
    return message !== undefined && fields && fieldsetInvalid(FILTER_TYPE_OF[filter], fields)
      ? [{ filter, message }]
      : []
  })
}

/** The id of a required fieldset's message, which the fieldset names as its description. */
export const requiredTipId = (fieldsetId: string) => `${fieldsetId}-message`
