import { MONTHS } from '@/lib/dates'
import { FIELD_MESSAGES } from './messages'
import type { RuleResult } from './text'

/**
 * Contact-form dates. The visitor types the display format ("d MM yy": "5 novembre 2026"; the regional
 * variant "dd/mm/yy": "05/11/2026"); the form posts yyyy-mm-dd, which the server checks. Format letters
 * are the date picker's: d/dd day, m/mm month number, M/MM short/long month name, y/yy 2/4-digit year;
 * anything else is a literal. Parse errors carry the date picker's own wording (logged, not shown).
 */
export { MONTHS }
export const MONTHS_SHORT = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const

export type DisplayDateFormat = 'd MM yy' | 'dd/mm/yy'

/** A two-digit year above (this year's two digits + 10) belongs to the last century. */
export const SHORT_YEAR_CUTOFF = 10

type Token = { kind: 'd' | 'm' | 'M' | 'y'; doubled: boolean } | { kind: 'literal'; text: string }

function tokenise(format: string): Token[] {
  const tokens: Token[] = []
  for (let i = 0; i < format.length; i++) {
    const char = format[i]
    if (char === 'd' || char === 'm' || char === 'M' || char === 'y') {
      const doubled = format[i + 1] === char
      if (doubled) i++
      tokens.push({ kind: char, doubled })
    } else tokens.push({ kind: 'literal', text: char })
  }
  return tokens
}

const pad = (n: number) => String(n).padStart(2, '0')

/** yyyy-mm-dd of a calendar day (no time zone involved). */
export const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Reads `text` in `format`; answers yyyy-mm-dd or throws Error with the date picker's message. */
export function parseDisplayDate(format: string, text: string, today = new Date()): string {
  if (typeof format !== 'string' || typeof text !== 'string') throw new Error('Invalid arguments')
  let position = 0
  let day = -1
  let month = -1
  let year = -1
  const readNumber = (size: number, min: number) => {
    const match = new RegExp(`^\\d{${min},${size}}`).exec(text.slice(position))
    if (!match) throw new Error(`Missing number at position ${position}`)
    position += match[0].length
    return Number(match[0])
  }
  const readName = (names: readonly string[]) => {
    const rest = text.slice(position).toLocaleLowerCase('fr')
    const candidates = names
      .map((name, index) => ({ name, index }))
      .sort((a, b) => b.name.length - a.name.length)
    const found = candidates.find(({ name }) => rest.startsWith(name))
    if (!found) throw new Error(`Unknown name at position ${position}`)
    position += found.name.length
    return found.index + 1
  }
  for (const token of tokenise(format)) {
    if (token.kind === 'literal') {
      if (text[position] !== token.text) throw new Error(`Unexpected literal at position ${position}`)
      position++
    } else if (token.kind === 'd') day = readNumber(2, 1)
    else if (token.kind === 'm') month = readNumber(2, 1)
    else if (token.kind === 'M') month = readName(token.doubled ? MONTHS : MONTHS_SHORT)
    else year = token.doubled ? readNumber(4, 4) : readNumber(2, 2)
  }
  if (position < text.length)
    throw new Error(`Extra/unparsed characters found in date: ${text.slice(position)}`)
  if (year === -1) year = today.getFullYear()
  else if (year < 100) {
    const century = today.getFullYear() - (today.getFullYear() % 100)
    year += century
    if (year > today.getFullYear() + SHORT_YEAR_CUTOFF) year -= 100
  }
  if (!validDay(year, month, day)) throw new Error('Invalid date')
  return isoDate(year, month, day)
}

/** Writes yyyy-mm-dd in `format` ("2026-11-05" → "5 novembre 2026"); null when `iso` is not a date. */
export function formatDisplayDate(format: string, iso: string): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!parts) return null
  const [year, month, day] = parts.slice(1).map(Number)
  if (!validDay(year, month, day)) return null
  return tokenise(format)
    .map((token) => {
      if (token.kind === 'literal') return token.text
      if (token.kind === 'd') return token.doubled ? pad(day) : String(day)
      if (token.kind === 'm') return token.doubled ? pad(month) : String(month)
      if (token.kind === 'M') return (token.doubled ? MONTHS : MONTHS_SHORT)[month - 1]
      return token.doubled ? String(year) : pad(year % 100)
    })
    .join('')
}

/** The posted value, yyyy-mm-dd, a real day, within `min`/`max` (yyyy-mm-dd). */
export function checkDate(value: string, min?: string, max?: string): RuleResult {
  if (value.trim() === '') return null
  const iso = value.trim()
  if (formatDisplayDate('yy-mm-dd', iso) === null) return FIELD_MESSAGES.date
  if (min !== undefined && iso < min) return FIELD_MESSAGES.dateTooEarly
  if (max !== undefined && iso > max) return FIELD_MESSAGES.dateTooLate
  return null
}
