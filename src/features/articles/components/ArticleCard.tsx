import Link from 'next/link'
import { ResponsiveImage } from '@/features/media/components/ResponsiveImage'
import { formatLongDate, isoDay } from '@/lib/dates'
import type { ArticleCardData } from '../queries'
import styles from './ArticleCard.module.css'

const categoryTitle = (value: unknown) =>
  value && typeof value === 'object' && 'title' in value ? String((value as { title: string }).title) : null

/** One article in a grid: cover, first category, title, date, excerpt. The whole card is one link. */
export function ArticleCard({ article, priority = false }: { article: ArticleCardData; priority?: boolean }) {
  const category = categoryTitle(article.categories?.[0])
  return (
    <article className={styles.card}>
      <ResponsiveImage
        media={article.cover}
        className={styles.image}
        sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 25vw"
        priority={priority}
      />
      <div className={styles.body}>
        {category && <p className={styles.category}>{category}</p>}
        <h3 className={styles.title}>
          <Link href={`/articles/${article.slug}`} className={styles.link}>
            {article.title}
          </Link>
        </h3>
        {article.publishedAt && (
          <time className={styles.date} dateTime={isoDay(article.publishedAt)}>
            {formatLongDate(article.publishedAt)}
          </time>
        )}
        {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
      </div>
    </article>
  )
}
