import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/features/articles/components/ListingView'
import { categoryListing } from '@/features/articles/route-params'
import { listingMetadata } from '@/features/seo/listing-metadata'
import { NOT_FOUND_METADATA } from '@/features/seo/metadata'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await categoryListing((await params).slug)
  if (!listing) return NOT_FOUND_METADATA
  return listingMetadata(listing)
}

export default async function CategoryPage({ params }: Props) {
  const listing = await categoryListing((await params).slug)
  if (!listing) notFound()
  return <ListingView pageType="category" page={1} {...listing} />
}
