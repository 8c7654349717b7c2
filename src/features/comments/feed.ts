import { Feed } from 'feed'
import { escapeHtml } from '@/lib/html'
import type { PublicComment } from './comment-html'

/**
 * RSS 2.0 of a post's approved comments, newest first. Feed readers render an item's title and
 * description as HTML: a comment's plain text is escaped first, line ends kept as <br>.
 */
export function buildCommentsRss(
  site: { name: string; url: string },
  article: { slug: string; title: string },
  comments: PublicComment[],
): string {
  const postUrl = `${site.url}/articles/${article.slug}`
  const newest = [...comments].reverse().slice(0, 50)
  const feed = new Feed({
    title: `Commentaires sur « ${article.title} » – ${site.name}`,
    description: `Les commentaires des lecteurs sur l’article « ${article.title} ».`,
    id: `${postUrl}#comments`,
    link: `${postUrl}#comments`,
    language: 'fr',
    copyright: `© ${site.name}`,
    updated: newest[0] ? new Date(newest[0].createdAt) : undefined,
    feedLinks: { rss: `${postUrl}/commentaires/flux.xml` },
  })
  for (const comment of newest) {
    const url = `${postUrl}#comment-${comment.id}`
    feed.addItem({
      title: escapeHtml(`Par ${comment.authorName}`),
      id: url,
      link: url,
      description: escapeHtml(comment.content).replace(/\n/g, '<br>'),
      date: new Date(comment.createdAt),
      author: [{ name: escapeHtml(comment.authorName) }],
    })
  }
  return feed.rss2()
}
