import { FIELD_MESSAGES } from './messages'
import type { RuleResult } from './text'

/** A decimal number ("12", "-3.5", "4,5" with a French comma) and its min/max bounds. */
export function parseNumber(value: string): number | null {
  const trimmed = value.trim().replace(',', '.')
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null
  return Number(trimmed)
}

export function checkNumber(value: string, min?: number, max?: number): RuleResult {
  if (value.trim() === '') return null
  const number = parseNumber(value)
  if (number === null) return FIELD_MESSAGES.number
  if (min !== undefined && number < min) return FIELD_MESSAGES.numberTooSmall
  if (max !== undefined && number > max) return FIELD_MESSAGES.numberTooLarge
  return null
}
