import type { ReactNode } from 'react'
import type { FacetGroup } from '../facet-tree'
import type { FilterForm } from '../filter-form'
import { KIND_LABELS, SEARCH_KINDS, type SearchKind } from '../kinds'
import {
  CATEGORY_FILTER_OF,
  FILTER_TYPE_OF,
  requiredTipId,
  type RequiredFilter,
  type RequiredFilters,
} from '../required-filters'
import './search-filters.css'

type Props = {
  form?: Pick<FilterForm, 'kind' | 'facet' | 'date_from' | 'date_to' | 'order'>
  facets: FacetGroup[]
  /** Each fieldset's id is this prefix and its filter's name (the page may hold two sets of filters). */
  idPrefix: string
  /** The fieldsets a search waits for, each with its message. */
  required?: RequiredFilters
  /** The required fieldsets the server found without a choice: marked, the first with its message. */
  missing?: readonly RequiredFilter[]
  /** The kinds the search finds: their boxes, their categories, and the dates if events are among them. */
  kinds?: readonly SearchKind[]
}

/**
 * The search's filters, as fields of the form around them: content types, the category hierarchies
 * (each box's children follow it one level deeper), the events' dates and the order. The results page
 * and the header's settings box both draw them. A required fieldset says so in its legend and carries
 * its message for the script (client/required-marks.ts), which marks it while nothing is chosen.
 */
export function SearchFilterFields({
  form,
  facets,
  idPrefix,
  required = {},
  missing = [],
  kinds = SEARCH_KINDS,
}: Props) {
  const fieldset = (filter: RequiredFilter, legend: string, className: string, children: ReactNode) => {
    const id = `${idPrefix}-${filter}`
    const message = required[filter]
    const invalid = message !== undefined && missing.includes(filter)
    const tip = invalid && missing[0] === filter
    return (
      <fieldset
        key={filter}
        id={id}
        className={`search-filters__fieldset${className}${invalid ? ' search-filters__fieldset--invalid' : ''}`}
        data-facet-tree={filter === 'kind' || filter === 'dates' ? undefined : ''}
        data-required-filter={message === undefined ? undefined : filter}
        data-filter-type={message === undefined ? undefined : FILTER_TYPE_OF[filter]}
        data-required-message={message}
        aria-invalid={invalid || undefined}
        aria-describedby={tip ? requiredTipId(id) : undefined}
      >
        <legend>
          {legend}
          {message !== undefined && <span className="search-filters__required"> (obligatoire)</span>}
        </legend>
        {tip && (
          <p className="search-filters__tip" id={requiredTipId(id)} role="alert">
            {message}
          </p>
        )}
        {children}
      </fieldset>
    )
  }
  const datesRequired = required.dates !== undefined || undefined
  return (
    <>
      {fieldset(
        'kind',
        'Types de contenu',
        '',
        kinds.map((kind) => (
          <label key={kind} className="search-filters__choice">
            <input type="checkbox" name="kind[]" value={kind} defaultChecked={form?.kind.includes(kind)} />{' '}
            {KIND_LABELS[kind].many}
          </label>
        )),
      )}
      {facets
        .filter(
          (group) => group.options.length > 0 && CATEGORY_FILTER_OF[group.kind] && kinds.includes(group.kind),
        )
        .map((group) =>
          fieldset(
            CATEGORY_FILTER_OF[group.kind]!,
            group.label,
            ' search-filters__fieldset--tree',
            group.options.map((option) => (
              <label
                key={option.key}
                className="search-filters__choice"
                style={option.level ? { marginInlineStart: `${option.level * 1.25}rem` } : undefined}
                data-level={option.level}
              >
                <input
                  type="checkbox"
                  name="facet[]"
                  value={option.key}
                  defaultChecked={form?.facet.includes(option.key)}
                />{' '}
                {option.title}
              </label>
            )),
          ),
        )}
      {kinds.includes('event') &&
        fieldset(
          'dates',
          'Dates des événements',
          ' search-filters__dates',
          <>
            <label>
              Du{' '}
              <input
                type="date"
                name="date_from"
                defaultValue={form?.date_from ?? ''}
                aria-required={datesRequired}
              />
            </label>
            <label>
              au{' '}
              <input
                type="date"
                name="date_to"
                defaultValue={form?.date_to ?? ''}
                aria-required={datesRequired}
              />
            </label>
          </>,
        )}
      <label className="search-filters__order">
        Trier par{' '}
        <select name="order" defaultValue={form?.order ?? 'relevance'}>
          <option value="relevance">pertinence</option>
          <option value="date">date</option>
        </select>
      </label>
    </>
  )
}
