import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ArticleListing } from '@/features/articles/components/ArticleListing'

export const revalidate = 3600
export const generateStaticParams = () => []

type Props = { params: Promise<{ page: string }> }

const pageNumber = (raw: string) => (/^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumber((await params).page)
  return { title: `Actualités – page ${page}`, alternates: { canonical: `/articles/page/${page}` } }
}

export default async function ArticlesPageN({ params }: Props) {
  const page = pageNumber((await params).page)
  if (!page || page === 1) notFound()
  return <ArticleListing page={page} />
}
