import type { Metadata } from 'next'
import { ListingView } from '@/features/articles/components/ListingView'
import { ARTICLES_DESCRIPTION, listingMetadata } from '@/features/seo/listing-metadata'

export const revalidate = 3600
export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata({ title: 'Actualités', description: ARTICLES_DESCRIPTION, basePath: '/articles' })

export default function ArticlesPage() {
  return (
    <ListingView
      pageType="listing"
      title="Actualités"
      query={{ kind: 'all' }}
      page={1}
      basePath="/articles"
    />
  )
}
