import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/features/articles/components/ListingView'
import { archiveListing } from '@/features/articles/route-params'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ year: string; month: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { year, month } = await params
  const listing = archiveListing(year, month)
  return listing ? { title: listing.title, alternates: { canonical: listing.basePath } } : {}
}

export default async function ArchivePage({ params }: Props) {
  const { year, month } = await params
  const listing = archiveListing(year, month)
  if (!listing) notFound()
  return <ListingView pageType="archive" page={1} {...listing} />
}
