import { SiteLink } from '@/features/site/components/SiteLink'
import { html } from '@/lib/html'
import { createNonce } from '@/lib/nonce'
import '@/lib/anti-spam/components/honeypot.css'
import { type PublicComment, commentHtml } from '../comment-html'
import { commentFormHtml } from '../form-html'
import { NONCE_PURPOSE, replyTitle } from '../rules'
import { CommentsArea } from './CommentsArea'
import './comments.css'

type Props = { article: { id: number; slug: string; title: string }; comment: PublicComment }

/**
 * The reply page, for visitors without script (a reply link opens it): the comment answered, then the
 * form with its parent set. With script, the link moves the form on the post page instead.
 */
export function ReplyPage({ article, comment }: Props) {
  const context = { postId: article.id, postSlug: article.slug }
  const markup = html`<h2 id="comments-title" class="visually-hidden">Le commentaire auquel vous répondez</h2><ol class="comment-list">${commentHtml(
    { ...comment, parent: null },
    context,
    // The deepest level: the comment is shown without its own reply link.
    Number.MAX_SAFE_INTEGER,
  )}</ol>${commentFormHtml({
    postId: article.id,
    postSlug: article.slug,
    nonce: createNonce(NONCE_PURPOSE, article.id),
    replyTo: { id: comment.id, authorName: comment.authorName },
  })}`
  return (
    <main id="contenu" data-page="comment-reply" tabIndex={-1} className="container">
      <h1>{replyTitle(comment.authorName)}</h1>
      <p>
        À propos de l’article <SiteLink href={`/articles/${article.slug}`}>{article.title}</SiteLink>.
      </p>
      <CommentsArea html={markup.toString()} />
    </main>
  )
}
