import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { barFromStored, type BarSettings } from './bar-settings'
import { SEARCH_BAR } from './bar-global'

/** The header's bar: the search instance every page carries (phones' overlay is its second instance). */
export const HEADER_BAR_ID = 1

/** The header bar's settings as editors set them (« Barre de recherche »), cached until they save. */
export const getHeaderBar = cachedRead('search-bar', async (): Promise<BarSettings> =>
  barFromStored(
    HEADER_BAR_ID,
    await (await payloadClient()).findGlobal({ slug: SEARCH_BAR, depth: 0, overrideAccess: true }),
  ),
)

/** Whether a search id (`asid`) names a bar of the site. */
export const barExists = (id: number): boolean => id === HEADER_BAR_ID

/** A search instance's settings by its id; null when there is none. */
export const barSettings = async (id: number): Promise<BarSettings | null> =>
  barExists(id) ? getHeaderBar() : null
