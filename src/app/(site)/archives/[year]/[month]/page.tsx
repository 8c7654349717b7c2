import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/features/articles/components/ListingView'
import { archiveListing } from '@/features/articles/route-params'
import { archiveDescription, listingMetadata } from '@/features/seo/listing-metadata'
import { NOT_FOUND_METADATA } from '@/features/seo/metadata'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ year: string; month: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { year, month } = await params
  const listing = archiveListing(year, month)
  if (!listing) return NOT_FOUND_METADATA
  return listingMetadata({ ...listing, description: archiveDescription(year, month) })
}

export default async function ArchivePage({ params }: Props) {
  const { year, month } = await params
  const listing = archiveListing(year, month)
  if (!listing) notFound()
  return <ListingView pageType="archive" page={1} {...listing} />
}
