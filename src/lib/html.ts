/**
 * HTML fragments built on the server (load-more batches, rating blocks, search results): a tagged
 * template that escapes every interpolated value unless it is marked `raw` (already-safe markup).
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char])

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

/** Marks markup as already safe: only for strings built by `html` or known constants. */
export const raw = (value: string) => new SafeHtml(value)

type Value = SafeHtml | string | number | null | undefined | false | Value[]

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return raw(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''))
}
