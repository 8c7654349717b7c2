import Link from 'next/link'
import { ResponsiveImage } from '@/features/media/components/ResponsiveImage'
import { RichText } from '@/features/richtext/RichText'
import { formatLongDate, isoDay } from '@/lib/dates'
import type { Article, Category } from '@/payload-types'
import styles from './ArticleView.module.css'

const populated = (values: Article['categories']) =>
  (values ?? []).filter((value): value is Category => typeof value === 'object' && value !== null)

/** The post page: title, meta line, cover, rich-text body. */
export function ArticleView({ article }: { article: Article }) {
  const categories = populated(article.categories)
  return (
    <main id="contenu" data-page="post" tabIndex={-1}>
      <article className={`container ${styles.article}`}>
        <header className={styles.header}>
          {categories.length > 0 && (
            <ul className={styles.categories} aria-label="Catégories">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link href={`/categorie/${category.slug}`}>{category.title}</Link>
                </li>
              ))}
            </ul>
          )}
          <h1>{article.title}</h1>
          <p className={styles.meta}>
            {article.publishedAt && (
              <time dateTime={isoDay(article.publishedAt)}>{formatLongDate(article.publishedAt)}</time>
            )}
            {article.authorName && <> · {article.authorName}</>}
          </p>
          {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
        </header>
        <ResponsiveImage media={article.cover} className={styles.cover} sizes="(max-width: 1000px) 100vw, 975px" priority />
        <RichText content={article.content} />
      </article>
    </main>
  )
}
