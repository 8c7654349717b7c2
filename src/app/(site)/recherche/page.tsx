import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { searchedKinds } from '@/features/search/bar-settings'
import { barSettings } from '@/features/search/bars'
import { getSearchFacets } from '@/features/search/facets'
import { toSearchQuery } from '@/features/search/filter-form'
import { missingFilters } from '@/features/search/required-filters'
import { queryTerms } from '@/features/search/text'
import { searchResults } from '@/features/search/results'
import { SearchPage } from '@/features/search/components/SearchPage'
import { RESULTS_PATH } from '@/features/search/results-path'
import { indexedResultsPath } from '@/features/search/results-indexing'
import { readResultsParams, RESULTS_PAGE_SIZE } from '@/features/search/url-params'
import { pageMetadata } from '@/features/seo/metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

// Results are for visitors; search engines get the search page and the editors' proposed keywords only.
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const raw = await searchParams
  const { asid, phrase } = readResultsParams(raw)
  const canonical = indexedResultsPath(raw, asid === null ? null : await barSettings(asid))
  return pageMetadata({
    title: canonical && phrase ? `Recherche : ${phrase}` : 'Recherche',
    description:
      canonical && phrase
        ? `Les résultats de la recherche « ${phrase} » dans le guide.`
        : 'Cherchez dans les articles, l’agenda, les lieux, les pages et les vidéos du guide.',
    path: canonical ?? RESULTS_PATH,
    noindex: !canonical,
  })
}

/**
 * `/recherche?s=…`: the results page, rendered on the server from its address (the phrase, the filters
 * as the search bar's redirect and shareable links write them, the page, the search they belong to:
 * `p_asid`, the header's when absent). It works without JavaScript. The search's kinds bound the
 * results and the filters offered, and its required filters hold here too: while one lacks a choice,
 * nothing is searched. A search that does not exist is a page that does not either.
 */
export default async function SearchResultsPage({ searchParams }: Props) {
  const params = readResultsParams(await searchParams)
  const [facets, bar] = await Promise.all([
    getSearchFacets(),
    params.asid === null ? Promise.resolve(null) : barSettings(params.asid),
  ])
  if (!bar) notFound()
  const kinds = searchedKinds(bar)
  const searched = queryTerms(params.phrase).length > 0
  const missing = searched ? missingFilters(bar.requiredFilters, params.form, facets, kinds) : []
  const found =
    searched && missing.length === 0
      ? await searchResults({
          ...toSearchQuery(params.phrase, params.form, RESULTS_PAGE_SIZE, bar.kinds),
          offset: (params.page - 1) * RESULTS_PAGE_SIZE,
        })
      : null
  return <SearchPage params={params} found={found} facets={facets} bar={bar} missing={missing} />
}
