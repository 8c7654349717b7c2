import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView, pageParam } from '@/features/articles/components/ListingView'
import { ARTICLES_DESCRIPTION, listingMetadata } from '@/features/seo/listing-metadata'
import { NOT_FOUND_METADATA } from '@/features/seo/metadata'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ page: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageParam((await params).page)
  if (!page) return NOT_FOUND_METADATA
  return listingMetadata(
    { title: 'Actualités', description: ARTICLES_DESCRIPTION, basePath: '/articles' },
    page,
  )
}

export default async function ArticlesPageN({ params }: Props) {
  const page = pageParam((await params).page)
  if (!page) notFound()
  return (
    <ListingView
      pageType="listing"
      title="Actualités"
      query={{ kind: 'all' }}
      page={page}
      basePath="/articles"
    />
  )
}
