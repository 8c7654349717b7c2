import { ArticleCard } from './ArticleCard'
import type { ArticleCardData } from '../queries'
import styles from './ArticleGrid.module.css'

/** A responsive grid of article cards; the first cards load their image eagerly (above the fold). */
export function ArticleGrid({ articles, eager = 0 }: { articles: ArticleCardData[]; eager?: number }) {
  return (
    <div className={styles.grid}>
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} priority={index < eager} />
      ))}
    </div>
  )
}
