import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mail'
import type { Comment } from '@/payload-types'
import type { CommentArticle } from './submit'

/**
 * Tells the editors about a new comment through the outbox (the comment is already stored): one to
 * moderate, or one published by an approved reader. A mail that cannot be queued is logged and the
 * comment stays; the editors still find it in the back office.
 */
export async function notifyEditors(payload: Payload, comment: Comment, article: CommentArticle) {
  try {
    const { docs: editors } = await payload.find({
      collection: 'users',
      pagination: false,
      depth: 0,
      select: { email: true },
      overrideAccess: true,
    })
    const to = editors.map((editor) => editor.email).filter(Boolean)
    if (to.length === 0) return
    const site = env().SITE_URL
    const waiting = comment.status === 'pending'
    await queueMail(payload, {
      source: 'commentaires',
      to,
      subject: waiting
        ? `Commentaire à modérer sur « ${article.title} »`
        : `Nouveau commentaire sur « ${article.title} »`,
      text: [
        waiting
          ? 'Un nouveau commentaire attend votre approbation.'
          : 'Un nouveau commentaire a été publié (son auteur a déjà un commentaire approuvé).',
        '',
        `Article : ${article.title} (${site}/articles/${article.slug})`,
        `Auteur : ${comment.authorName} <${comment.authorEmail}>`,
        comment.authorUrl ? `Site web : ${comment.authorUrl}` : null,
        comment.withoutScript ? 'Envoyé sans JavaScript.' : null,
        '',
        comment.content,
        '',
        `Modérer : ${site}/admin/collections/comments/${comment.id}`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    })
  } catch (error) {
    payload.logger.error({ err: error, comment: comment.id }, 'comments: editors not notified')
  }
}
