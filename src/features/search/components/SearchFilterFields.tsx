import type { FacetGroup } from '../facet-tree'
import type { FilterForm } from '../filter-form'
import { KIND_LABELS, SEARCH_KINDS } from '../kinds'
import './search-filters.css'

type Props = {
  form?: Pick<FilterForm, 'kind' | 'facet' | 'date_from' | 'date_to' | 'order'>
  facets: FacetGroup[]
}

/**
 * The search's filters, as fields of the form around them: content types, the category hierarchies
 * (each box's children follow it one level deeper), the events' dates and the order. The results page
 * and the header's settings box both draw them.
 */
export function SearchFilterFields({ form, facets }: Props) {
  return (
    <>
      <fieldset className="search-filters__fieldset">
        <legend>Types de contenu</legend>
        {SEARCH_KINDS.map((kind) => (
          <label key={kind} className="search-filters__choice">
            <input type="checkbox" name="kind[]" value={kind} defaultChecked={form?.kind.includes(kind)} />{' '}
            {KIND_LABELS[kind].many}
          </label>
        ))}
      </fieldset>
      {facets
        .filter((group) => group.options.length > 0)
        .map((group) => (
          <fieldset
            key={group.kind}
            className="search-filters__fieldset search-filters__fieldset--tree"
            data-facet-tree=""
          >
            <legend>{group.label}</legend>
            {group.options.map((option) => (
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
            ))}
          </fieldset>
        ))}
      <fieldset className="search-filters__fieldset search-filters__dates">
        <legend>Dates des événements</legend>
        <label>
          Du <input type="date" name="date_from" defaultValue={form?.date_from ?? ''} />
        </label>
        <label>
          au <input type="date" name="date_to" defaultValue={form?.date_to ?? ''} />
        </label>
      </fieldset>
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
