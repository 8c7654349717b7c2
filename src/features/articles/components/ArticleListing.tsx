import { notFound } from 'next/navigation'
import { getArticlesPage } from '../queries'
import { ArticleGrid } from './ArticleGrid'
import { Pagination } from './Pagination'

/** The /articles listing at a given page number; a page past the end is a 404. */
export async function ArticleListing({ page }: { page: number }) {
  const result = await getArticlesPage(page)
  if (page > 1 && page > result.totalPages) notFound()
  return (
    <main id="contenu" data-page="listing" tabIndex={-1} className="container section">
      <h1>Actualités{page > 1 ? ` – page ${page}` : ''}</h1>
      <ArticleGrid articles={result.docs} eager={page === 1 ? 4 : 0} />
      <Pagination basePath="/articles" page={page} totalPages={result.totalPages} />
    </main>
  )
}
