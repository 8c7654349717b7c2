import { formatDateTime } from '@/lib/dates'
import { html, type SafeHtml } from '@/lib/html'
import { commentCountText, MAX_DEPTH, replyTitle } from './rules'

/** What the page shows of a comment (never the e-mail address). */
export type PublicComment = {
  id: number
  parent: number | null
  authorName: string
  authorUrl?: string | null
  content: string
  createdAt: string
  status: 'approved' | 'pending'
}

export type ThreadContext = { postId: number; postSlug: string }

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi

/** Text with its addresses as links (approved comments only); everything else escaped. */
function linkedText(text: string): SafeHtml {
  const parts: (string | SafeHtml)[] = []
  let last = 0
  for (const match of text.matchAll(ADDRESS)) {
    parts.push(text.slice(last, match.index))
    parts.push(html`<a href="${match[0]}" rel="nofollow ugc noopener">${match[0]}</a>`)
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return html`${parts}`
}

/**
 * A comment's plain text as paragraphs: a blank line starts one, a line end is a <br>. Every character
 * the visitor wrote is escaped; addresses become links only once an editor approved the comment.
 */
export function commentTextHtml(content: string, clickable: boolean): SafeHtml {
  const paragraphs = content.split(/\n{2,}/).filter((part) => part.trim() !== '')
  return html`${paragraphs.map((paragraph) => {
    const lines = paragraph.split('\n').map((line) => (clickable ? linkedText(line) : html`${line}`))
    return html`<p>${lines.flatMap((line, index) => (index === 0 ? [line] : [html`<br>`, line]))}</p>`
  })}`
}

function authorHtml(comment: PublicComment): SafeHtml {
  const url = comment.status === 'approved' ? comment.authorUrl : null
  return url
    ? html`<a class="comment-author__link" href="${url}" rel="external nofollow ugc noopener">${comment.authorName}</a>`
    : html`${comment.authorName}`
}

/** The four data attributes of the reply link; without script the link opens the reply page. */
function replyLinkHtml(comment: PublicComment, context: ThreadContext): SafeHtml {
  const title = replyTitle(comment.authorName)
  return html`<div class="comment-reply"><a class="comment-reply-link" href="/articles/${context.postSlug}/repondre/${comment.id}#respond" data-commentid="${comment.id}" data-postid="${context.postId}" data-belowelement="div-comment-${comment.id}" data-respondelement="respond" data-replyto="${title}" aria-label="${title}">Répondre</a></div>`
}

/** One comment (and, inside it, its replies). */
export function commentHtml(
  comment: PublicComment,
  context: ThreadContext,
  depth: number,
  replies: SafeHtml | null = null,
): SafeHtml {
  const approved = comment.status === 'approved'
  return html`<li id="comment-${comment.id}" class="comment depth-${depth}${approved ? '' : ' comment--pending'}"><article id="div-comment-${comment.id}" class="comment-body"><footer class="comment-meta"><span class="comment-author">${authorHtml(comment)}</span> <time class="comment-date" datetime="${comment.createdAt}">${formatDateTime(comment.createdAt)}</time></footer>${
    approved
      ? ''
      : html`<p class="comment-awaiting-moderation">Votre commentaire est en attente de modération.</p>`
  }<div class="comment-content">${commentTextHtml(comment.content, approved)}</div>${
    approved && depth < MAX_DEPTH ? replyLinkHtml(comment, context) : ''
  }</article>${replies ? html`<ol class="children">${replies}</ol>` : ''}</li>`
}

/**
 * The thread, oldest first, replies under their comment down to MAX_DEPTH; replies below that level
 * follow their comment at the same level. A reply whose parent is not shown (waiting, removed) is left
 * out with its own replies, as WordPress does.
 */
export function threadHtml(comments: PublicComment[], context: ThreadContext): SafeHtml {
  const children = new Map<number, PublicComment[]>()
  for (const comment of comments) {
    const key = comment.parent ?? 0
    children.set(key, [...(children.get(key) ?? []), comment])
  }
  const flattened = (parent: number): SafeHtml[] =>
    (children.get(parent) ?? []).flatMap((comment) => [
      commentHtml(comment, context, MAX_DEPTH),
      ...flattened(comment.id),
    ])
  const branch = (parent: number, depth: number): SafeHtml | null => {
    const list = children.get(parent)
    if (!list) return null
    return html`${list.map((comment) =>
      depth < MAX_DEPTH
        ? commentHtml(comment, context, depth, branch(comment.id, depth + 1))
        : html`${[commentHtml(comment, context, depth), ...flattened(comment.id)]}`,
    )}`
  }
  return html`${branch(0, 1)}`
}

export const commentsTitle = (count: number, postTitle: string) =>
  count === 0 ? 'Commentaires' : `${commentCountText(count)} sur « ${postTitle} »`
