import 'server-only'
import type { ListingQuery } from './listing-query'
import { getCategoryBySlug } from './queries'
import { monthLabel } from './listing-query'

/** Reads /categorie/[slug]: the category, or null when it does not exist. */
export async function categoryListing(slug: string) {
  const category = await getCategoryBySlug(slug)
  if (!category) return null
  const query: ListingQuery = { kind: 'category', slug }
  return { title: category.title, description: category.description, query, basePath: `/categorie/${slug}` }
}

/** Reads /archives/[year]/[month] (month as 01–12): the archive, or null when the URL is not a month. */
export function archiveListing(yearText: string, monthText: string) {
  if (!/^\d{4}$/.test(yearText) || !/^(0[1-9]|1[0-2])$/.test(monthText)) return null
  const year = Number(yearText)
  const month = Number(monthText)
  if (year < 1990 || year > 2100) return null
  const query: ListingQuery = { kind: 'archive', year, month }
  return {
    title: `Archives : ${monthLabel(year, month)}`,
    description: null,
    query,
    basePath: `/archives/${yearText}/${monthText}`,
  }
}
