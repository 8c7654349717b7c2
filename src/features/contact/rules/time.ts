import { FIELD_MESSAGES } from './messages'
import type { RuleResult } from './text'

/** Thrown by `parseTime` (the time picker's own wording). */
export const TIME_FORMAT_ERROR = 'Wrong time format.'

export type TimeOfDay = { hour: number; minute: number; second: number; millisecond: number }

/**
 * Reads "HH:mm" (optionally ":ss" and ".SSS"): hours 0–23, minutes and seconds 0–59, milliseconds
 * 0–999. Throws Error(TIME_FORMAT_ERROR) otherwise.
 */
export function parseTime(value: string): TimeOfDay {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value.trim())
  if (!match) throw new Error(TIME_FORMAT_ERROR)
  const [hour, minute, second, millisecond] = [match[1], match[2], match[3] ?? '0', match[4] ?? '0'].map(
    Number,
  )
  if (hour > 23 || minute > 59 || second > 59 || millisecond > 999) throw new Error(TIME_FORMAT_ERROR)
  return { hour, minute, second, millisecond }
}

const minutesOf = (time: TimeOfDay) => time.hour * 60 + time.minute

/** HH:mm with its ranges; `min`/`max` are HH:mm too. */
export function checkTime(value: string, min?: string, max?: string): RuleResult {
  if (value.trim() === '') return null
  let time: TimeOfDay
  try {
    time = parseTime(value)
  } catch {
    return FIELD_MESSAGES.time
  }
  if (min !== undefined && minutesOf(time) < minutesOf(parseTime(min))) return FIELD_MESSAGES.timeTooEarly
  if (max !== undefined && minutesOf(time) > minutesOf(parseTime(max))) return FIELD_MESSAGES.timeTooLate
  return null
}
