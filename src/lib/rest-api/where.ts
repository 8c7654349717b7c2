import { resolvePath, type QuerySchema, type ResolvedPath } from './fields'

/**
 * Checks a REST `where` (as parsed from the query string) before Payload runs it. Payload checks that a
 * path exists and that the visitor may query it, but hands values to the database as they come: a word
 * on a date field, `[$ne]` objects, an id that is not a number, a `like` of 2,000 words or `near` on a
 * text field all ended in a database error and a 500. Returns a French message for the first problem, or
 * null. Paths it cannot follow are left to Payload, values there are still checked for shape and size.
 */

export const MAX_CONDITIONS = 50
export const MAX_NESTING = 5
export const MAX_VALUE_LENGTH = 500
export const MAX_LIKE_WORDS = 20
export const MAX_LIST_ITEMS = 100

const COMPARISONS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const TEXT_MATCHES = new Set(['like', 'not_like', 'contains'])
const LISTS = new Set(['in', 'not_in', 'all'])
const GEO = new Set(['near', 'within', 'intersects'])
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'exists',
  ...COMPARISONS,
  ...TEXT_MATCHES,
  ...LISTS,
  ...GEO,
])
/** Field types whose values are not text: no like/contains on them. */
const NOT_TEXT = new Set(['date', 'number', 'checkbox', 'point', 'relationship', 'upload'])
/** A path segment: a field name or an array index. */
const PATH_SEGMENT = /^[A-Za-z0-9_-]+$/

type Target = ResolvedPath | { kind: 'unknown' }

class WhereProblem extends Error {}
const fail = (message: string): never => {
  throw new WhereProblem(message)
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

const isInteger = (value: string) => /^\d{1,15}$/.test(value.trim())
const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value))
const isDate = (value: string) => value.trim() !== '' && !Number.isNaN(new Date(value).getTime())

/** One value (a list item included) against what the path holds. */
function checkValue(path: string, target: Target, operator: string, value: unknown) {
  if (!isScalar(value))
    fail(`« ${path} » : l’opérateur « ${operator} » attend une valeur simple, pas un objet ni une liste.`)
  const text = value === null ? 'null' : String(value)
  if (text.length > MAX_VALUE_LENGTH)
    fail(`« ${path} » : valeur trop longue (${MAX_VALUE_LENGTH} caractères au plus).`)
  if (text === 'null' && (operator === 'equals' || operator === 'not_equals')) return
  const idType =
    target.kind === 'id' ? target.idType : target.kind === 'field' ? target.relatedIdType : undefined
  if (idType === 'number' && !isInteger(text)) fail(`« ${path} » attend un identifiant (un nombre entier).`)
  if (target.kind !== 'field') return
  const { field } = target
  if (field.type === 'date' && !isDate(text)) fail(`« ${path} » attend une date (par exemple 2026-07-14).`)
  if (field.type === 'number' && !isNumber(text)) fail(`« ${path} » attend un nombre.`)
  if (field.type === 'checkbox' && !['true', 'false'].includes(text))
    fail(`« ${path} » attend true ou false.`)
}

function checkCondition(path: string, target: Target, operator: string, operand: unknown) {
  if (!OPERATORS.has(operator))
    fail(`Opérateur inconnu « ${operator.slice(0, 40)} » sur « ${path} » (equals, not_equals, in, like…).`)
  const field = target.kind === 'field' ? target.field : undefined
  if (GEO.has(operator)) {
    if (field?.type !== 'point')
      fail(`« ${path} » : l’opérateur « ${operator} » ne s’applique qu’aux points.`)
    if (operator === 'near') {
      const parts = String(operand).split(',')
      if (typeof operand !== 'string' || parts.length < 2 || parts.length > 4 || !parts.every(isNumber))
        fail(`« ${path} » : near attend « longitude,latitude[,distance max[,distance min]] ».`)
    } else if (!isPlainObject(operand)) fail(`« ${path} » : ${operator} attend une forme GeoJSON.`)
    return
  }
  if (operator === 'exists') {
    if (!['true', 'false', true, false].includes(operand as string | boolean))
      fail(`« ${path} » : exists attend true ou false.`)
    return
  }
  if (TEXT_MATCHES.has(operator)) {
    if (target.kind === 'id' || (field && NOT_TEXT.has(field.type)))
      fail(`« ${path} » : l’opérateur « ${operator} » ne s’applique qu’aux textes.`)
    if (typeof operand === 'string' && operand.trim().split(/\s+/).length > MAX_LIKE_WORDS)
      fail(`« ${path} » : « ${operator} » accepte ${MAX_LIKE_WORDS} mots au plus.`)
  }
  if (COMPARISONS.has(operator) && field && ['checkbox', 'richText', 'json'].includes(field.type))
    fail(`« ${path} » : l’opérateur « ${operator} » ne s’applique pas à ce champ.`)
  if (LISTS.has(operator)) {
    if (operator === 'all' && !field?.hasMany)
      fail(`« ${path} » : l’opérateur « all » ne s’applique qu’aux champs à valeurs multiples.`)
    const items = typeof operand === 'string' ? operand.split(',') : operand
    if (!Array.isArray(items)) fail(`« ${path} » : « ${operator} » attend une liste de valeurs.`)
    const list = items as unknown[]
    if (list.length > MAX_LIST_ITEMS) fail(`« ${path} » : ${MAX_LIST_ITEMS} valeurs au plus.`)
    for (const item of list) checkValue(path, target, operator, item)
    return
  }
  checkValue(path, target, operator, operand)
}

function checkWhere(where: unknown, schema: QuerySchema, depth: number, count: { conditions: number }) {
  if (!isPlainObject(where)) fail('Paramètre « where » invalide : un objet de conditions est attendu.')
  if (depth > MAX_NESTING) fail(`Paramètre « where » trop imbriqué (${MAX_NESTING} niveaux au plus).`)
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
      if (!branches) fail(`« ${key} » attend une liste de conditions.`)
      for (const branch of branches as unknown[]) checkWhere(branch, schema, depth + 1, count)
      continue
    }
    if (!key.split('.').every((segment) => PATH_SEGMENT.test(segment)))
      fail(
        `Champ « ${key.slice(0, 60)} » invalide dans « where » (des noms de champs séparés par des points).`,
      )
    if (!isPlainObject(value)) fail(`« ${key} » attend un opérateur, par exemple where[${key}][equals]=…`)
    const resolved = resolvePath(key, schema)
    const target: Target = resolved ?? { kind: 'unknown' }
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      if (++count.conditions > MAX_CONDITIONS)
        fail(`Trop de conditions dans « where » (${MAX_CONDITIONS} au plus).`)
      checkCondition(key, target, operator, operand)
    }
  }
}

/** The first problem of a `where`, in French, or null when Payload can run it. */
export function whereProblem(where: unknown, schema: QuerySchema): string | null {
  try {
    checkWhere(where, schema, 0, { conditions: 0 })
    return null
  } catch (error) {
    if (error instanceof WhereProblem) return error.message
    throw error
  }
}
