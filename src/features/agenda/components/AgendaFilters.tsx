'use client'

import { useRef, useState, type FormEvent } from 'react'
import { mergeQuery, queryErrors, readQuery, type AgendaQuery, type QueryErrors } from '../url-state'
import { CategorySelect } from './CategorySelect'
import { DateField } from './DateField'

type Props = {
  /** The filters as last applied or chosen. */
  query: AgendaQuery
  revision: number
  categories: Record<string, string>
  /** True when the list does not reflect the chosen filters yet (after 'Tout voir'). */
  stale: boolean
  /** The GET form's target without JavaScript. */
  action: string
  onApply: (query: AgendaQuery, search: boolean) => void
  /** "Rechercher" started a search (the phone's modal closes on it). */
  onSearched?: () => void
}

/**
 * The filter form. Without JavaScript it is a plain GET form to the server-filtered agenda (which reads
 * the same fields). With it, a day chosen in a calendar, a cleared date or a ticked category searches at once;
 * typed text and typed dates search on "Rechercher"; 'Tout voir' clears the categories only.
 */
export function AgendaFilters({ query, revision, categories, stale, action, onApply, onSearched }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<QueryErrors>({})
  // The text follows the applied search when it changes (e.g. restored from the address).
  const [text, setText] = useState(query.search)
  const [shownSearch, setShownSearch] = useState(query.search)
  if (shownSearch !== query.search) {
    setShownSearch(query.search)
    setText(query.search)
  }

  /**
   * The form as it stands (typed text included) with one change applied. A typed date that is not a
   * date stops the search but not the change; a period ending before it starts stops both. True when
   * the search ran.
   */
  const apply = (change: Partial<AgendaQuery>, search = true): boolean => {
    const read = form.current ? readQuery(new FormData(form.current)) : { query, errors: {} }
    const next = mergeQuery(read.query, change)
    const replaced = (name: string) =>
      name in change || (name === 'date' ? Boolean(change.dateStart || change.dateEnd) : Boolean(change.date))
    const typed = Object.fromEntries(Object.entries(read.errors).filter(([name]) => !replaced(name)))
    const range = queryErrors(next)
    setErrors({ ...typed, ...range })
    if (Object.keys(range).length > 0) return false
    const searched = search && Object.keys(typed).length === 0
    onApply(next, searched)
    return searched
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (apply({})) onSearched?.()
  }

  return (
    <form
      ref={form}
      className="agenda-filters"
      method="get"
      action={action}
      role="search"
      aria-label="Filtrer les événements"
      onSubmit={onSubmit}
      noValidate
    >
      <div className="agenda-filters__search">
        <label htmlFor="agenda-search">Rechercher un événement</label>
        <input
          id="agenda-search"
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
          placeholder="Concert, marché, fête…"
        />
      </div>
      <fieldset className="agenda-filters__dates">
        <legend>Dates</legend>
        <DateField
          id="agenda-date"
          name="date"
          label="Un jour"
          day={query.date}
          revision={revision}
          error={errors.date}
          onPick={(day) => apply({ date: day })}
        />
        <DateField
          id="agenda-date-start"
          name="dateStart"
          label="Du"
          day={query.dateStart}
          revision={revision}
          error={errors.dateStart}
          max={query.dateEnd}
          onPick={(day) => apply({ dateStart: day })}
        />
        <DateField
          id="agenda-date-end"
          name="dateEnd"
          label="Au"
          day={query.dateEnd}
          revision={revision}
          error={errors.dateEnd}
          min={query.dateStart}
          onPick={(day) => apply({ dateEnd: day })}
        />
      </fieldset>
      <CategorySelect
        options={categories}
        selected={query.category}
        onChange={(category, search) => apply({ category }, search)}
      />
      {stale && (
        <p className="agenda-filters__stale">
          Filtres modifiés : choisissez « Rechercher » pour mettre la liste à jour.
        </p>
      )}
      <button type="submit" className="btn btn--primary agenda-filters__submit">
        Rechercher
      </button>
    </form>
  )
}
