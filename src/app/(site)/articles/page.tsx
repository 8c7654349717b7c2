import type { Metadata } from 'next'
import { ArticleListing } from '@/features/articles/components/ArticleListing'

export const revalidate = 3600
export const metadata: Metadata = { title: 'Actualités', alternates: { canonical: '/articles' } }

export default function ArticlesPage() {
  return <ArticleListing page={1} />
}
