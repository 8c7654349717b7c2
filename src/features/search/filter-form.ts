import { z } from 'zod'
import { FACET_PREFIX, SEARCH_KINDS, type SearchKind } from './kinds'
import type { SearchQuery } from './engine/types'

/** At most this many category boxes in a filter form, as in the checkbox hierarchy's limit. */
export const MAX_FACETS = 400
/** Results one request may ask for. */
export const MAX_PER_PAGE = 50
/** How deep « show more » may page: beyond, the results page's own pager is the way. */
export const MAX_OFFSET = 1000

const DAY = /^\d{4}-\d{2}-\d{2}$/

// A single value counts as a list of one: a form with one box checked may send it without `[]`.
const list = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(max, tooMany),
  )

const day = (what: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
      `${what} : une date au format aaaa-mm-jj est attendue.`,
    )
    .optional()
    .transform((value) => value || null)

const order = z.enum(['relevance', 'date'], 'Ordre inconnu : « relevance » ou « date » est attendu.')

/**
 * The filter form as the bar serialises it (and as the results page reads its address): `kind[]` content
 * types, `facet[]` category keys (kinds.ts), `date_from` / `date_to` for events, `order`, the form's
 * state flags `filters_initial` / `filters_changed`, and what the bar appends for « show more »:
 * `force_count` (results already shown) and `force_order`.
 */
export const filterFormSchema = z.object({
  kind: list(
    z.enum(SEARCH_KINDS, 'Type de contenu inconnu.'),
    SEARCH_KINDS.length,
    'Trop de types de contenu.',
  ),
  facet: list(
    z
      .string()
      .regex(/^[aep]:[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Catégorie inconnue.')
      .max(100, 'Catégorie inconnue.'),
    MAX_FACETS,
    `Au plus ${MAX_FACETS} catégories.`,
  ),
  date_from: day('Date de début'),
  date_to: day('Date de fin'),
  order: order.default('relevance'),
  filters_initial: z.enum(['0', '1']).default('1'),
  filters_changed: z.enum(['0', '1']).default('0'),
  force_count: z.coerce
    .number('Nombre de résultats déjà affichés invalide.')
    .int('Nombre de résultats déjà affichés invalide.')
    .min(0, 'Nombre de résultats déjà affichés invalide.')
    .max(MAX_OFFSET, `Au plus ${MAX_OFFSET} résultats par la suite de la liste.`)
    .default(0),
  force_order: order.optional(),
})

export type FilterForm = z.output<typeof filterFormSchema>

/** A serialised form (`a=1&b[]=2`) as an object: repeated names and `[]` names become lists. */
export function parseSerializedForm(serialized: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [rawName, value] of new URLSearchParams(serialized)) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName
    if (!Object.hasOwn(filterFormSchema.shape, name)) continue
    const existing = out[name]
    const isList = rawName.endsWith('[]')
    out[name] =
      existing === undefined
        ? isList
          ? [value]
          : value
        : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return out
}

/**
 * The kinds a search asks the index for: the visitor's within the search's own (`allowed`, empty: every
 * kind); when none of theirs is, the search's. A visitor never widens a search by sending other kinds.
 */
export function kindsWithin(asked: readonly SearchKind[], allowed: readonly SearchKind[]): SearchKind[] {
  if (allowed.length === 0) return [...asked]
  const kept = asked.filter((kind) => allowed.includes(kind))
  return kept.length > 0 ? kept : [...allowed]
}

/** The category keys of the kinds a search keeps (the others could only narrow what it never shows). */
export function facetsWithin(facets: readonly string[], allowed: readonly SearchKind[]): string[] {
  if (allowed.length === 0) return [...facets]
  const prefixes = allowed.flatMap((kind) =>
    kind in FACET_PREFIX ? [`${FACET_PREFIX[kind as keyof typeof FACET_PREFIX]}:`] : [],
  )
  return facets.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))
}

/**
 * The query a phrase and a filter form ask for: `perPage` results after those already shown, within the
 * kinds of the search (`allowed`, empty: every kind).
 */
export function toSearchQuery(
  phrase: string,
  form: FilterForm,
  perPage: number,
  allowed: readonly SearchKind[] = [],
): SearchQuery {
  const [dateFrom, dateTo] =
    form.date_from && form.date_to && form.date_from > form.date_to
      ? [form.date_to, form.date_from]
      : [form.date_from, form.date_to]
  return {
    phrase,
    kinds: kindsWithin(form.kind, allowed),
    facets: facetsWithin(form.facet, allowed),
    dateFrom,
    dateTo,
    order: form.force_order ?? form.order,
    limit: Math.min(perPage, MAX_PER_PAGE),
    offset: form.force_count,
  }
}

/** The form as an address's query (the results page, a shareable link), without the bar's own flags. */
export function formToQuery(form: Partial<FilterForm>): URLSearchParams {
  const query = new URLSearchParams()
  for (const kind of form.kind ?? []) query.append('kind[]', kind)
  for (const facet of form.facet ?? []) query.append('facet[]', facet)
  if (form.date_from) query.set('date_from', form.date_from)
  if (form.date_to) query.set('date_to', form.date_to)
  if (form.order && form.order !== 'relevance') query.set('order', form.order)
  return query
}
