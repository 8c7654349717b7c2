import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { barFromStored, type BarSettings, type StoredBar } from './bar-settings'
import { SEARCH_BAR } from './bar-global'
import { asidOfSearchDoc, HEADER_SEARCH_ID, searchDocOfAsid } from './search-ids'
import { SEARCHES } from './searches-collection'

/** The header's bar: the search instance every page carries (phones' overlay is its second instance). */
export const HEADER_BAR_ID = HEADER_SEARCH_ID

/** The header bar's settings as editors set them (« Barre de recherche »), cached until they save. */
export const getHeaderBar = cachedRead('search-bar', async (): Promise<BarSettings> =>
  barFromStored(
    HEADER_BAR_ID,
    await (await payloadClient()).findGlobal({ slug: SEARCH_BAR, depth: 0, overrideAccess: true }),
  ),
)

/**
 * The searches of the « Recherches » collection, each with its public id: a handful that editors make,
 * read together (a visitor's unknown id adds no cache entry), cached until one is saved or deleted.
 */
export const getCollectionSearches = cachedRead('searches', async (): Promise<BarSettings[]> => {
  const { docs } = await (
    await payloadClient()
  ).find({ collection: SEARCHES, depth: 0, pagination: false, sort: 'id', overrideAccess: true })
  return docs.map((doc) => barFromStored(asidOfSearchDoc(doc.id), doc as StoredBar, { header: false }))
})

/** A search's settings by its public id (`asid`): the header's or a « Recherches » one; null when none. */
export async function barSettings(id: number): Promise<BarSettings | null> {
  if (id === HEADER_BAR_ID) return getHeaderBar()
  if (searchDocOfAsid(id) === null) return null
  return (await getCollectionSearches()).find((bar) => bar.id === id) ?? null
}
