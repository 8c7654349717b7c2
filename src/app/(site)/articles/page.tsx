import type { Metadata } from 'next'
import { ListingView } from '@/features/articles/components/ListingView'

export const revalidate = 3600
export const metadata: Metadata = {
  title: 'Actualités',
  description: 'Toutes les actualités de Bray-Dunes : sorties, patrimoine, nature, vie locale.',
  alternates: { canonical: '/articles' },
}

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
