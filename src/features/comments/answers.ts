import 'server-only'
import { html, type SafeHtml } from '@/lib/html'
import { type PublicComment, commentHtml } from './comment-html'
import { FIELDS, MESSAGES } from './rules'
import type { SubmitOutcome } from './submit'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Whether the post came from the page's script (it asks for JSON) rather than a plain form post. */
export const wantsJson = (request: Request) => /application\/json/i.test(request.headers.get('accept') ?? '')

const publicComment = (outcome: Extract<SubmitOutcome, { kind: 'stored' }>): PublicComment => ({
  id: outcome.comment.id,
  parent: typeof outcome.comment.parent === 'number' ? outcome.comment.parent : null,
  authorName: outcome.comment.authorName,
  authorUrl: outcome.comment.authorUrl,
  content: outcome.comment.content,
  createdAt: outcome.comment.createdAt,
  status: outcome.comment.status === 'approved' ? 'approved' : 'pending',
})

/** The script's answer: the new comment's markup to insert, or the message and the field it is about. */
export function jsonAnswer(outcome: SubmitOutcome): Response {
  if (outcome.kind === 'refused') {
    const headers: Record<string, string> = { ...NO_STORE }
    if (outcome.retryAfterSeconds) headers['Retry-After'] = String(outcome.retryAfterSeconds)
    return Response.json(
      { error: outcome.message, field: outcome.field ?? null },
      { status: outcome.status, headers },
    )
  }
  const comment = publicComment(outcome)
  const context = { postId: outcome.article.id, postSlug: outcome.article.slug }
  return Response.json(
    {
      id: comment.id,
      parent: comment.parent ?? 0,
      status: comment.status,
      message: comment.status === 'approved' ? MESSAGES.approved : MESSAGES.pending,
      html: commentHtml(comment, context, 1).toString(),
    },
    { status: 201, headers: NO_STORE },
  )
}

function page(status: number, title: string, body: SafeHtml, headers: Record<string, string> = {}) {
  const document = html`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font:1.05rem/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}blockquote{white-space:pre-wrap;border-left:4px solid #0a5e7a;margin:1rem 0;padding:.5rem 1rem;background:#f3f7f9}a{color:#0a5e7a}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`
  return new Response(document.toString(), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE, ...headers },
  })
}

/**
 * The answer to a post made without script. A published comment sends the browser back to it; one
 * waiting for moderation, or a refusal, gets a page that says so and shows the text written, so that
 * nothing is lost (the browser's back button also keeps the form filled).
 */
export function htmlAnswer(outcome: SubmitOutcome, form: FormData): Response {
  const written = form.get(FIELDS.comment)
  const text = typeof written === 'string' ? written : ''
  const back = outcome.article ? `/articles/${outcome.article.slug}` : '/'
  if (outcome.kind === 'stored' && outcome.comment.status === 'approved')
    return new Response(null, {
      status: 303,
      headers: { Location: `${back}#comment-${outcome.comment.id}`, ...NO_STORE },
    })
  if (outcome.kind === 'stored')
    return page(
      200,
      'Commentaire envoyé',
      html`<p>${MESSAGES.pending}</p><blockquote>${text}</blockquote><p><a href="${back}#comments">Retour à l’article</a></p>`,
    )
  const retry: Record<string, string> = outcome.retryAfterSeconds
    ? { 'Retry-After': String(outcome.retryAfterSeconds) }
    : {}
  return page(
    outcome.status,
    'Commentaire non envoyé',
    html`<p role="alert">${outcome.message}</p>${
      text ? html`<p>Votre texte :</p><blockquote>${text}</blockquote>` : ''
    }<p><a href="${back}#respond">Retour à l’article</a> (ou le bouton « Précédent » du navigateur, qui garde le formulaire rempli).</p>`,
    retry,
  )
}
