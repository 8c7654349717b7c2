import { createNonce } from '@/lib/nonce'
import { html } from '@/lib/html'
import '@/lib/anti-spam/components/honeypot.css'
import { type PublicComment, commentsTitle, threadHtml } from '../comment-html'
import { commentFormHtml } from '../form-html'
import { NONCE_PURPOSE } from '../rules'
import { CommentsArea } from './CommentsArea'
import './comments.css'

type Props = { article: { id: number; slug: string; title: string }; comments: PublicComment[] }

/** The address of a post's comments feed. */
export const commentsFeedPath = (slug: string) => `/articles/${slug}/commentaires/flux.xml`

/** The comments of a post: the approved thread, the link to its feed, then the form. */
export function Comments({ article, comments }: Props) {
  const context = { postId: article.id, postSlug: article.slug }
  const markup = html`<h2 id="comments-title" class="comments-title">${commentsTitle(comments.length, article.title)}</h2><ol class="comment-list">${threadHtml(comments, context)}</ol>${
    comments.length === 0
      ? html`<p class="comments-empty">Aucun commentaire pour le moment : soyez le premier à réagir.</p>`
      : ''
  }<p class="comments-feed"><a href="${commentsFeedPath(article.slug)}">Suivre les commentaires (flux RSS)</a></p>${commentFormHtml(
    { postId: article.id, postSlug: article.slug, nonce: createNonce(NONCE_PURPOSE, article.id) },
  )}`
  return <CommentsArea html={markup.toString()} />
}
