import { escapeHtml } from '@/lib/html'
import { foldText } from '@/lib/text'

const WORD = /[\p{L}\p{N}]+/gu

/**
 * The text as escaped HTML with each word that a searched term begins marked `<mark>`, whatever its
 * accents and case: « Événement » is marked for `evenement`, « Char » for `char`. `terms` are folded
 * (text.ts); a word is marked when its folded form starts with one of them.
 */
export function highlight(text: string, terms: readonly string[]): string {
  if (terms.length === 0) return escapeHtml(text)
  let out = ''
  let last = 0
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const folded = foldText(word)
    if (!terms.some((term) => folded.startsWith(term))) continue
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(word)}</mark>`
    last = match.index + word.length
  }
  return out + escapeHtml(text.slice(last))
}

/**
 * A passage of `text` around its first searched word, about `length` characters, cut at words, with
 * ellipses where it was cut: what a result shows of a long body.
 */
export function passage(text: string, terms: readonly string[], length = 180): string {
  if (text.length <= length) return text
  let start = 0
  for (const match of text.matchAll(WORD)) {
    if (terms.some((term) => foldText(match[0]).startsWith(term))) {
      start = Math.max(0, match.index - Math.floor(length / 3))
      break
    }
  }
  const end = Math.min(text.length, start + length)
  const cutStart = start > 0 ? text.indexOf(' ', start) + 1 || start : 0
  const cutEnd = end < text.length ? text.lastIndexOf(' ', end) : end
  const body = text.slice(cutStart, cutEnd > cutStart ? cutEnd : end).trim()
  return `${cutStart > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`
}

/** Whether a searched term begins one of the text's words (accents and case aside). */
export const mentions = (text: string, terms: readonly string[]) =>
  [...text.matchAll(WORD)].some((match) => terms.some((term) => foldText(match[0]).startsWith(term)))
