/**
 * Turns a submitted form into a plain object. Repeated names and names ending in "[]" (as in
 * `category[]=a&category[]=b`, the way the original site's scripts send lists) become arrays.
 */
export function formToObject(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [rawName, value] of form.entries()) {
    if (typeof value !== 'string') continue // files are not part of any ajax action
    const isList = rawName.endsWith('[]')
    const name = isList ? rawName.slice(0, -2) : rawName
    const existing = out[name]
    if (existing === undefined) out[name] = isList ? [value] : value
    else out[name] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return out
}
