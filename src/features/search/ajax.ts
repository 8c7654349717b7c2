import 'server-only'
import { z } from 'zod'
import { ajaxError } from '@/lib/ajax/dispatch'
import { defineAjaxAction } from '@/lib/ajax/types'
import { searchedKinds } from './bar-settings'
import { barSettings } from './bars'
import { searchIndex, suggestCompletion } from './engine'
import { getSearchFacets } from './facets'
import { filterFormSchema, parseSerializedForm, toSearchQuery } from './filter-form'
import { isInstanceOf } from './instances'
import { keywordOf, recordKeyword } from './keyword-stats'
import { missingFilters, REQUIRED_FILTER_LABELS } from './required-filters'
import { searchResults } from './results'
import { resultsHtml, searchReply } from './results-html'

/** The longest phrase searched: enough for any title; a longer one is refused, not cut silently. */
export const MAX_PHRASE_CHARS = 200

const NO_STORE = { 'Cache-Control': 'no-store' }

const searchId = z.coerce
  .number('Identifiant de recherche invalide.')
  .int('Identifiant de recherche invalide.')
  .min(1, 'Identifiant de recherche invalide.')
  .max(1_000_000, 'Identifiant de recherche invalide.')
const instanceKey = z
  .string()
  .regex(/^\d{1,7}(?:_\d{1,3})?$/, 'Instance de recherche invalide.')
  .optional()
/**
 * A bar's instance (`asp_inst_id`, `1_1` the header's field, `1_2` phones' compact bar, `1_3`... the
 * blocks in a page's text) must be one of the search it names (`asid`) and within the instances a page
 * may hold; the search itself must exist (404 otherwise).
 */
const ofItsSearch = <T extends { asid: number; asp_inst_id?: string }>(schema: z.ZodType<T>) =>
  schema.refine((input) => isInstanceOf(input.asp_inst_id, input.asid), {
    message: 'Instance de recherche invalide.',
    path: ['asp_inst_id'],
  })
const phrase = z.string().max(MAX_PHRASE_CHARS, `La recherche dépasse ${MAX_PHRASE_CHARS} caractères.`)
const serializedForm = z
  .string()
  .max(40_000, 'Formulaire de filtres trop long.')
  .default('')
  .transform((value): unknown => parseSerializedForm(value))
  .pipe(filterFormSchema)

const text = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } })

/**
 * Call 15, `ajaxsearchpro_search`: the phrase `aspp` searched with the bar `asid`'s filter form
 * (`options`, serialised, with `force_count` / `force_order` for « show more »); `autop=1` marks the
 * bar's automatic first search (with an empty phrase, the newest documents when the bar is set so).
 * The reply is text: the results' HTML between its markers, then `results_count` and
 * `full_results_count` in the data block. A search that leaves a required filter without a choice is
 * refused (400, the filters and their messages in `details.required`); the automatic one is not.
 */
export const searchAction = defineAjaxAction({
  shared: true,
  schema: ofItsSearch(
    z.object({
      aspp: phrase.default(''),
      asid: searchId,
      asp_inst_id: instanceKey,
      options: serializedForm,
      autop: z.enum(['0', '1']).optional(),
      asp_call_num: z.coerce.number().int().min(0).max(1_000_000).optional(),
      asp_preview_options: z.string().max(40_000).optional(),
    }),
  ),
  async handle({ aspp, asid, options, autop }) {
    const bar = await barSettings(asid)
    if (!bar) return ajaxError(404, 'Cette barre de recherche n’existe pas.')
    if (autop !== '1' && Object.keys(bar.requiredFilters).length > 0) {
      const missing = missingFilters(
        bar.requiredFilters,
        options,
        await getSearchFacets(),
        searchedKinds(bar),
      )
      if (missing.length > 0)
        return ajaxError(
          400,
          `Recherche refusée, un filtre obligatoire attend un choix. ${missing
            .map(({ filter, message }) => `${REQUIRED_FILTER_LABELS[filter]} : ${message}`)
            .join(' ')}`,
          { required: missing },
        )
    }
    // The automatic first search of a bar set to « latest » shows the newest documents without a phrase.
    // The search's own kinds bound what the visitor's filters ask for.
    const query = {
      ...toSearchQuery(aspp, options, bar.perPage, bar.kinds),
      latest: autop === '1' && bar.autop === 'latest',
    }
    const found = await searchResults(query)
    const body = resultsHtml(found.results, { layout: bar.layout, phrase: aspp.trim(), first: query.offset })
    return text(searchReply(body, { shown: found.results.length, total: found.total }))
  },
})

/**
 * Call 16, `ajaxsearchpro_autocomplete`: the completion of what the visitor typed (`sauto`), from the
 * index's own titles (of the search's kinds) and words: nothing typed leaves the site. Empty text when
 * there is none.
 */
export const autocompleteAction = defineAjaxAction({
  shared: true,
  schema: ofItsSearch(
    z.object({
      sauto: phrase.default(''),
      asid: searchId,
      asp_inst_id: instanceKey,
      options: z.string().max(40_000).optional(),
    }),
  ),
  async handle({ sauto, asid }) {
    const bar = await barSettings(asid)
    if (!bar) return ajaxError(404, 'Cette barre de recherche n’existe pas.')
    return text((await suggestCompletion(sauto, bar.kinds)) ?? '')
  },
})

/**
 * Call 20, `ajaxsearchpro_addkeyword`: counts a searched phrase for the editors' statistics (and whether
 * it found anything). Its own, stricter rate limit: each call writes. The reply is not read.
 */
export const addKeywordAction = defineAjaxAction({
  rateLimit: 'search-keyword',
  schema: z.object({
    id: searchId,
    keyword: phrase.transform(keywordOf).pipe(z.string().min(1, 'La recherche est vide.')),
  }),
  async handle({ id, keyword }) {
    const bar = await barSettings(id)
    if (!bar) return ajaxError(404, 'Cette barre de recherche n’existe pas.')
    // « Without result » in the search it was typed in: within its kinds.
    const { total } = await searchIndex({
      phrase: keyword,
      kinds: bar.kinds,
      facets: [],
      order: 'relevance',
      limit: 1,
      offset: 0,
    })
    await recordKeyword(keyword, total)
    return { json: { success: true } }
  },
})
