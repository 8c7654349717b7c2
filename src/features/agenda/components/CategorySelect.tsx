'use client'

import { useRef, useState } from 'react'
import { useOutsideClick } from '@/lib/hooks/useOutsideClick'
import { selectionSummary, toggleKey } from './selection'

type Props = {
  /** available_categories of the first reply: key → label. */
  options: Record<string, string>
  selected: string[]
  /** `search: false` for 'Tout voir', which clears the selection without a new search. */
  onChange: (selected: string[], search: boolean) => void
}

/**
 * The multi-select category filter: a native disclosure (<details>) over named checkboxes, so it is
 * keyboard-usable by construction and still a plain GET form field without JavaScript. With JavaScript it
 * also closes on Escape and on a click outside.
 */
export function CategorySelect({ options, selected, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  const keys = Object.keys(options)

  useOutsideClick(open, [details], () => setOpen(false))

  return (
    <details
      ref={details}
      className="category-select"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.preventDefault()
        setOpen(false)
        details.current?.querySelector('summary')?.focus()
      }}
    >
      <summary className="category-select__summary">
        <span className="category-select__label">Catégories</span>
        <span className="category-select__value">
          {selectionSummary(selected.map((key) => options[key] ?? key))}
        </span>
      </summary>
      <div className="category-select__panel">
        <button type="button" className="category-select__all" onClick={() => onChange([], false)}>
          Tout voir
        </button>
        <fieldset className="category-select__options">
          <legend className="visually-hidden">Catégories d’événements</legend>
          {Object.entries(options).map(([key, label]) => (
            <label key={key} className="category-select__option">
              <input
                type="checkbox"
                name="category"
                value={key}
                checked={selected.includes(key)}
                onChange={(event) =>
                  onChange(toggleKey(keys, selected, key, event.currentTarget.checked), true)
                }
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  )
}
