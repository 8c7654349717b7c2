import type { Payload } from 'payload'
import { DEFAULT_BAR } from '@/features/search/bar-settings'
import { SEARCHES } from '@/features/search/searches-collection'
import type { SiteSearch } from '@/payload-types'
import { SEED_CONTEXT } from './seed-media'

/**
 * The demo's searches besides the header's, by the key the texts' blocks name them with
 * (`{bloc searchBar search=agenda}`): the agenda's, which finds events only and shows them as a grid.
 */
export const DEMO_SEARCHES: Array<{ key: string; data: Omit<SiteSearch, 'id' | 'createdAt' | 'updatedAt'> }> =
  [
    {
      key: 'agenda',
      data: {
        title: 'Recherche dans l’agenda',
        kinds: ['event'],
        placeholder: 'Concert, marché, balade…',
        minLength: DEFAULT_BAR.minLength,
        showMore: 'ajax',
        redirect: 'results_page',
        autop: 'disabled',
        resetMode: 'live',
        layout: 'isotopic',
        isotopicColumns: 3,
        isotopicRows: 2,
        perPage: 6,
        tryThis: [{ keyword: 'marché' }, { keyword: 'concert' }, { keyword: 'balade' }],
      },
    },
  ]

export async function seedSearches(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const { key, data } of DEMO_SEARCHES) {
    const created = await payload.create({ collection: SEARCHES, data, context: SEED_CONTEXT, depth: 0 })
    ids.set(key, created.id)
  }
  return ids
}

/** A search block's `search=key` as the document's id; every other block field as written. */
export const searchBlockField =
  (searches: Map<string, number>) =>
  (type: string, name: string, value: unknown): unknown => {
    if (type !== 'searchBar' || name !== 'search') return value
    const id = searches.get(String(value))
    if (id === undefined) throw new Error(`Recherche inconnue dans un bloc : ${String(value)}`)
    return id
  }
