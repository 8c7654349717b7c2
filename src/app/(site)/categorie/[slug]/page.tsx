import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/features/articles/components/ListingView'
import { categoryListing } from '@/features/articles/route-params'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await categoryListing((await params).slug)
  if (!listing) return {}
  return {
    title: listing.title,
    description: listing.description ?? undefined,
    alternates: { canonical: listing.basePath },
  }
}

export default async function CategoryPage({ params }: Props) {
  const listing = await categoryListing((await params).slug)
  if (!listing) notFound()
  return <ListingView pageType="category" page={1} {...listing} />
}
