export type FormValue = string | string[]
export type FormObject = Record<string, FormValue | Record<string, FormValue>>

/** `options[pageSize]`: a field of a group, as jQuery sends an object inside form data. */
const GROUP_FIELD = /^([A-Za-z_][\w-]{0,63})\[([\w-]{1,64})\]$/
const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype'])

const own = (target: Record<string, unknown>, name: string) =>
  Object.hasOwn(target, name) ? target[name] : undefined

function add(target: Record<string, unknown>, name: string, value: string, isList: boolean) {
  const existing = own(target, name)
  if (existing === undefined) target[name] = isList ? [value] : value
  else if (Array.isArray(existing)) target[name] = [...existing, value]
  else if (typeof existing === 'string') target[name] = [existing, value]
}

/**
 * Turns a submitted form into a plain object. Repeated names and names ending in "[]" (as in
 * `category[]=a&category[]=b`, the way the original site's scripts send lists) become arrays; names such as
 * `options[pageSize]` become a group `options` with its own fields (one level, as jQuery serialises an
 * object). No name reaches an object's prototype: `__proto__` is dropped, and never makes a group.
 */
export function formToObject(form: FormData): FormObject {
  const out: Record<string, unknown> = {}
  for (const [rawName, value] of form.entries()) {
    if (typeof value !== 'string') continue // files are not part of any ajax action
    const isList = rawName.endsWith('[]')
    const name = isList ? rawName.slice(0, -2) : rawName
    const group = GROUP_FIELD.exec(name)
    if (group && !UNSAFE_NAMES.has(group[1]) && !UNSAFE_NAMES.has(group[2])) {
      const existing = own(out, group[1])
      if (existing !== undefined && (typeof existing !== 'object' || Array.isArray(existing))) continue
      const fields = (existing as Record<string, unknown> | undefined) ?? {}
      out[group[1]] = fields
      add(fields, group[2], value, isList)
      continue
    }
    if (UNSAFE_NAMES.has(name)) continue
    const existing = own(out, name)
    if (existing !== undefined && typeof existing === 'object' && !Array.isArray(existing)) continue
    add(out, name, value, isList)
  }
  return out as FormObject
}
