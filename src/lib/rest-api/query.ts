import { parse } from 'qs-esm'
import type { QuerySchema } from './fields'
import { whereProblem } from './where'

/**
 * The query string of a REST request, parsed exactly as Payload parses it (same library and options),
 * so that what is checked here is what Payload will run.
 */
export const parseRestQuery = (search: string): Record<string, unknown> =>
  search
    ? (parse(search, {
        allowEmptyArrays: true,
        arrayLimit: 1000,
        depth: 10,
        ignoreQueryPrefix: true,
      }) as Record<string, unknown>)
    : {}

const NUMBERS = ['limit', 'page', 'depth'] as const
const FLAGS = ['draft', 'trash', 'pagination', 'autosave', 'overrideLock', 'flattenLocales']
const SORT_KEY = /^-?[A-Za-z0-9_.]{1,100}$/

/** A JSON text Payload will `JSON.parse` as an object: null when it is one. */
function jsonObjectProblem(name: string, text: string): string | null {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return null
  } catch {
    // answered below
  }
  return `« ${name} » doit être un objet JSON valide.`
}

/**
 * The first problem of a REST query, in French, or null. Payload turns `limit`, `page` and `depth`
 * into numbers only when they look like numbers and passes anything else on (an object, Infinity) to the
 * database; it `JSON.parse`s `where` and `data` given as text without catching; it runs `where` values
 * unchecked (see where.ts). `schema` describes the fields of the collection or global addressed, when
 * there is one.
 */
export function queryProblem(query: Record<string, unknown>, schema: QuerySchema | undefined): string | null {
  for (const name of NUMBERS) {
    const value = query[name]
    if (value !== undefined && !(typeof value === 'string' && /^\d{1,9}$/.test(value)))
      return `« ${name} » doit être un nombre entier positif.`
  }
  for (const name of FLAGS)
    if (query[name] !== undefined && typeof query[name] !== 'string')
      return `« ${name} » doit valoir true ou false.`
  const sort = query.sort
  if (sort !== undefined) {
    const keys = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : null
    if (!keys || !keys.every((key) => typeof key === 'string' && (key === '' || SORT_KEY.test(key))))
      return '« sort » attend des noms de champs séparés par des virgules (précédés de - pour l’ordre inverse).'
  }
  if (typeof query.data === 'string' && query.data !== '') {
    const problem = jsonObjectProblem('data', query.data)
    if (problem) return problem
  }
  let where = query.where
  if (typeof where === 'string') {
    if (where === '') return null
    const problem = jsonObjectProblem('where', where)
    if (problem) return problem
    where = JSON.parse(where)
  }
  if (where === undefined) return null
  return whereProblem(where, schema ?? { fields: [], idType: 'text', related: () => undefined })
}
