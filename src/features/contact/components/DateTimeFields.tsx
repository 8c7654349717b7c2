'use client'

import { type ComponentType, useRef, useState } from 'react'
import { CalendarIcon } from '@/features/agenda/components/DateField'
import type { DatePicker as DatePickerType } from '@/features/agenda/components/DatePicker'
import { useOutsideClick } from '@/lib/hooks/useOutsideClick'
import type { ContactField } from '../definition'
import { parseErrorMessage } from '../client/parse-messages'
import { formatDisplayDate, parseDisplayDate, parseTime } from '../rules'
import { controlId, type FieldError, invalidProps } from './field-errors'
import { FieldLabel, FieldWrap } from './FieldWrap'

type Of<T extends ContactField['type']> = Extract<ContactField, { type: T }>
type Props<F> = { field: F; unitTag: string; error?: FieldError }

type Picker = ComponentType<React.ComponentProps<typeof DatePickerType>>
let pickerModule: Promise<Picker> | null = null
const loadPicker = () =>
  (pickerModule ??= import('@/features/agenda/components/DatePicker').then((module) => module.DatePicker))

const EXAMPLE = { 'd MM yy': 'ex. 5 novembre 2026', 'dd/mm/yy': 'jj/mm/aaaa' } as const

/**
 * A date typed in the form's display format (d MM yy, or dd/mm/yy) or picked in the agenda's French
 * calendar (weeks start on Monday). It posts yyyy-mm-dd; text that cannot be read is posted as typed,
 * so the server refuses it, and the reason shows under the field as soon as the visitor leaves it.
 */
export function ContactDateField({ field, unitTag, error }: Props<Of<'date'>>) {
  const [text, setText] = useState('')
  const [day, setDay] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [Picker, setPicker] = useState<Picker | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  const id = controlId(unitTag, field.name)
  useOutsideClick(open, [popover, opener], () => setOpen(false))

  const prefetch = () => void loadPicker().then((component) => setPicker(() => component))
  const apply = (picked: string | null) => {
    setDay(picked)
    setText(picked ? (formatDisplayDate(field.format, picked) ?? '') : '')
    setProblem(null)
  }
  const read = () => {
    if (!text.trim()) return apply(null)
    try {
      apply(parseDisplayDate(field.format, text.trim()))
    } catch (parseError) {
      setDay(null)
      setProblem(parseErrorMessage(parseError))
    }
  }
  const shown = error ?? (problem ? { message: problem, errorId: `${id}-lecture` } : undefined)
  return (
    <div className="contact-form__field contact-date">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      <FieldWrap name={field.name} error={error}>
        <span className="contact-date__control">
          <input
            id={id}
            type="text"
            autoComplete="off"
            placeholder={EXAMPLE[field.format]}
            className={`wpcf7-form-control wpcf7-date contact-date__input${shown ? ' wpcf7-not-valid' : ''}`}
            value={text}
            aria-required={field.required}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={read}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) setOpen(false)
            }}
            {...invalidProps(shown, `${id}-format`)}
          />
          {text && (
            <button type="button" className="contact-date__button" onClick={() => apply(null)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Effacer la date : {field.label}</span>
            </button>
          )}
          <button
            ref={opener}
            type="button"
            className="contact-date__button"
            aria-expanded={open}
            aria-haspopup="dialog"
            onFocus={prefetch}
            onPointerEnter={prefetch}
            onClick={() => {
              prefetch()
              setOpen((value) => !value)
            }}
          >
            <CalendarIcon />
            <span className="visually-hidden">Choisir dans le calendrier : {field.label}</span>
          </button>
        </span>
        <input type="hidden" name={field.name} value={day ?? text.trim()} />
      </FieldWrap>
      <span id={`${id}-format`} className="visually-hidden">
        Format : {EXAMPLE[field.format]}
      </span>
      {problem && !error && (
        <span id={`${id}-lecture`} className="wpcf7-not-valid-tip">
          {problem}
        </span>
      )}
      {open && (
        <div
          ref={popover}
          className="contact-date__popover"
          role="dialog"
          aria-label={`Calendrier : ${field.label}`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            setOpen(false)
            opener.current?.focus()
          }}
        >
          {Picker ? (
            <Picker
              selected={day}
              min={field.min}
              max={field.max}
              onSelect={(picked) => {
                apply(picked)
                setOpen(false)
                opener.current?.focus()
              }}
            />
          ) : (
            <p>Chargement du calendrier…</p>
          )}
        </div>
      )}
    </div>
  )
}

/** A time typed as HH:mm (hours 0–23, minutes 0–59), checked as the visitor leaves the field. */
export function ContactTimeField({ field, unitTag, error }: Props<Of<'time'>>) {
  const [problem, setProblem] = useState<string | null>(null)
  const id = controlId(unitTag, field.name)
  const shown = error ?? (problem ? { message: problem, errorId: `${id}-lecture` } : undefined)
  return (
    <p className="contact-form__field">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      <FieldWrap name={field.name} error={error}>
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode="numeric"
          placeholder="HH:mm"
          autoComplete="off"
          aria-required={field.required}
          className={`wpcf7-form-control wpcf7-time${shown ? ' wpcf7-not-valid' : ''}`}
          onBlur={(event) => {
            const value = event.currentTarget.value.trim()
            try {
              if (value) parseTime(value)
              setProblem(null)
            } catch (parseError) {
              setProblem(parseErrorMessage(parseError))
            }
          }}
          {...invalidProps(shown)}
        />
      </FieldWrap>
      {problem && !error && (
        <span id={`${id}-lecture`} className="wpcf7-not-valid-tip">
          {problem}
        </span>
      )}
    </p>
  )
}
