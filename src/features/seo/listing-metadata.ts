import 'server-only'
import type { Metadata } from 'next'
import { monthLabel } from '@/features/articles/listing-query'
import { pageMetadata } from './metadata'

/** The description of /articles and its numbered pages. */
export const ARTICLES_DESCRIPTION =
  'Toutes les actualités de Bray-Dunes : sorties, patrimoine, nature, vie locale.'

type Listing = { title: string; description?: string | null; basePath: string }

/**
 * The metadata of a listing (articles, a category, a month's archive) and of its numbered pages: page 1
 * lives at the base path, page N at `<base>/page/N`, and each is its own canonical URL, with the page
 * number in its title.
 */
export function listingMetadata(listing: Listing, page = 1): Promise<Metadata> {
  return pageMetadata({
    title: page > 1 ? `${listing.title} – page ${page}` : listing.title,
    description: listing.description,
    path: page > 1 ? `${listing.basePath}/page/${page}` : listing.basePath,
  })
}

/** The description of a month's archive, from its address (`2026`, `05`). */
export const archiveDescription = (year: string, month: string) =>
  `Les actualités de Bray-Dunes publiées en ${monthLabel(Number(year), Number(month))}.`
