'use client'

import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import { useOutsideClick } from '@/lib/hooks/useOutsideClick'
import { formatDayText } from '../url-state'
import type { DatePicker as DatePickerType } from './DatePicker'

type Props = {
  id: string
  name: 'date' | 'dateStart' | 'dateEnd'
  label: string
  /** The applied day, yyyy-mm-dd. */
  day: string | null
  /** Bumped at every applied change, so typed text that was not applied is replaced by the real value. */
  revision: number
  error?: string
  min?: string | null
  max?: string | null
  onPick: (day: string | null) => void
}

type Picker = ComponentType<React.ComponentProps<typeof DatePickerType>>
let pickerModule: Promise<Picker> | null = null
const loadPicker = () => (pickerModule ??= import('./DatePicker').then((module) => module.DatePicker))

/**
 * A date filter: a text field in jj/mm/aa (typed dates work, and it is a plain GET field without
 * JavaScript), a clear button shown only while the field has a value, and a button opening a French
 * calendar that closes itself once a day is chosen. Escape, Tab out or a click outside close it too.
 */
export function DateField({ id, name, label, day, revision, error, min, max, onPick }: Props) {
  const [text, setText] = useState(formatDayText(day))
  // When the applied value changes, the field shows it (React's "adjust state while rendering" pattern).
  const [shown, setShown] = useState({ day, revision })
  if (shown.day !== day || shown.revision !== revision) {
    setShown({ day, revision })
    setText(formatDayText(day))
  }
  const [open, setOpen] = useState(false)
  const [Picker, setPicker] = useState<Picker | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)

  const prefetch = () => void loadPicker().then((component) => setPicker(() => component))
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) opener.current?.focus()
  }

  useOutsideClick(open, [popover, opener], () => setOpen(false))

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'ArrowDown' && event.altKey && event.target === input.current) {
      event.preventDefault()
      prefetch()
      setOpen(true)
    }
  }

  const describedBy = [`${id}-format`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="date-field" onKeyDown={onKeyDown}>
      <label htmlFor={id} className="date-field__label">
        {label}
      </label>
      <div className="date-field__control">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="jj/mm/aa"
          maxLength={10}
          className="date-field__input"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {text && (
          <button
            type="button"
            className="date-field__clear"
            aria-label={`Effacer la date : ${label}`}
            onClick={() => {
              setText('')
              onPick(null)
              input.current?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button
          ref={opener}
          type="button"
          className="date-field__open"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-calendrier` : undefined}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            prefetch()
            setOpen((value) => !value)
          }}
        >
          <CalendarIcon />
          <span className="visually-hidden">Choisir dans le calendrier : {label}</span>
        </button>
      </div>
      <span id={`${id}-format`} className="visually-hidden">
        Format jj/mm/aa
      </span>
      {error && (
        <p id={`${id}-error`} className="date-field__error">
          {error}
        </p>
      )}
      {open && (
        <div
          ref={popover}
          id={`${id}-calendrier`}
          className="date-field__popover"
          role="dialog"
          aria-label={`Calendrier : ${label}`}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null
            if (next && !popover.current?.contains(next) && next !== opener.current) setOpen(false)
          }}
        >
          {Picker ? (
            <Picker
              selected={day}
              min={min}
              max={max}
              onSelect={(picked) => {
                close(true)
                onPick(picked)
              }}
            />
          ) : (
            <p className="date-field__loading">Chargement du calendrier…</p>
          )}
        </div>
      )}
    </div>
  )
}

export function CalendarIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  )
}
