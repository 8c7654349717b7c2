import type { Metadata } from 'next'
import { getSearchFacets } from '@/features/search/facets'
import { toSearchQuery } from '@/features/search/filter-form'
import { queryTerms } from '@/features/search/text'
import { searchResults } from '@/features/search/results'
import { SearchPage } from '@/features/search/components/SearchPage'
import { RESULTS_PATH } from '@/features/search/results-path'
import { readResultsParams, RESULTS_PAGE_SIZE } from '@/features/search/url-params'
import { pageMetadata } from '@/features/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// Results are for visitors; search engines get no page per phrase.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: 'Recherche',
    description: 'Cherchez dans les articles, l’agenda, les lieux, les pages et les vidéos du guide.',
    path: RESULTS_PATH,
    noindex: true,
  })

/**
 * `/recherche?s=…`: the results page, rendered on the server from its address (the phrase, the filters
 * as the search bar's redirect and shareable links write them, the page). It works without JavaScript.
 */
export default async function SearchResultsPage({ searchParams }: Props) {
  const params = readResultsParams(await searchParams)
  const searched = queryTerms(params.phrase).length > 0
  const [facets, found] = await Promise.all([
    getSearchFacets(),
    searched
      ? searchResults({
          ...toSearchQuery(params.phrase, params.form, RESULTS_PAGE_SIZE),
          offset: (params.page - 1) * RESULTS_PAGE_SIZE,
        })
      : Promise.resolve(null),
  ])
  return <SearchPage params={params} found={found} facets={facets} />
}
