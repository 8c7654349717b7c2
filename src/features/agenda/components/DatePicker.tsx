'use client'

import { DayPicker, type Matcher } from 'react-day-picker'
import { fr } from 'react-day-picker/locale'
import 'react-day-picker/style.css'
import './date-picker.css'

type Props = {
  /** yyyy-mm-dd */
  selected: string | null
  /** Days before this one cannot be chosen (the end of a period is not before its start). */
  min?: string | null
  max?: string | null
  onSelect: (day: string) => void
}

const pad = (n: number) => String(n).padStart(2, '0')
/** Calendar days as local dates: only the day matters, so the visitor's time zone never shifts it. */
const toDate = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
const toDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** Saturdays and Sundays stand out. */
const WEEKEND = { weekend: { dayOfWeek: [0, 6] } }

/**
 * The French calendar of a date field, loaded on first use to keep it out of the page's first load:
 * weeks start on Monday, month and year dropdowns ten years either side of this year (c-10:c+10), focus
 * on the chosen day (or today) when it opens, arrow keys to move, Enter to choose.
 */
export function DatePicker({ selected, min, max, onSelect }: Props) {
  const year = new Date().getFullYear()
  const chosen = selected ? toDate(selected) : undefined
  const disabled: Matcher[] = []
  if (min) disabled.push({ before: toDate(min) })
  if (max) disabled.push({ after: toDate(max) })
  return (
    <DayPicker
      mode="single"
      required
      locale={fr}
      weekStartsOn={1}
      selected={chosen}
      defaultMonth={chosen ?? (min ? toDate(min) : max ? toDate(max) : undefined)}
      onSelect={(date) => date && onSelect(toDay(date))}
      captionLayout="dropdown"
      startMonth={new Date(year - 10, 0)}
      endMonth={new Date(year + 10, 11)}
      disabled={disabled}
      modifiers={WEEKEND}
      modifiersClassNames={{ weekend: 'rdp-weekend' }}
      autoFocus
      className="date-picker"
    />
  )
}
