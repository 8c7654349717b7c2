import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView, pageParam } from '@/features/articles/components/ListingView'
import { archiveListing } from '@/features/articles/route-params'
import { archiveDescription, listingMetadata } from '@/features/seo/listing-metadata'
import { NOT_FOUND_METADATA } from '@/features/seo/metadata'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ year: string; month: string; page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { year, month, page } = await params
  const [listing, number] = [archiveListing(year, month), pageParam(page)]
  if (!listing || !number) return NOT_FOUND_METADATA
  return listingMetadata({ ...listing, description: archiveDescription(year, month) }, number)
}

export default async function ArchivePageN({ params }: Props) {
  const { year, month, page: raw } = await params
  const listing = archiveListing(year, month)
  const page = pageParam(raw)
  if (!listing || !page) notFound()
  return <ListingView pageType="archive" page={page} {...listing} />
}
