import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView, pageParam } from '@/features/articles/components/ListingView'
import { categoryListing } from '@/features/articles/route-params'
import { listingMetadata } from '@/features/seo/listing-metadata'
import { NOT_FOUND_METADATA } from '@/features/seo/metadata'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params
  const [listing, number] = [await categoryListing(slug), pageParam(page)]
  if (!listing || !number) return NOT_FOUND_METADATA
  return listingMetadata(listing, number)
}

export default async function CategoryPageN({ params }: Props) {
  const { slug, page: raw } = await params
  const [listing, page] = [await categoryListing(slug), pageParam(raw)]
  if (!listing || !page) notFound()
  return <ListingView pageType="category" page={page} {...listing} />
}
