import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { COMMENTS } from './collection'

type DemoComment = { key: string; reply?: string; name: string; email: string; url?: string; text: string }

/** A short conversation under the latest article: a question, the answers, a thank-you. */
const DEMO_COMMENTS: DemoComment[] = [
  {
    key: 'question',
    name: 'Claire M.',
    email: 'claire.m@example.org',
    text: 'Merci pour cet article très complet ! Savez-vous si le parking du port est gratuit le dimanche ?',
  },
  {
    key: 'answer',
    reply: 'question',
    name: 'Office de la ville',
    email: 'accueil@example.org',
    url: 'https://www.example.org',
    text: 'Bonjour Claire, oui : le parking du port est gratuit le dimanche et les jours fériés, toute la journée.',
  },
  {
    key: 'thanks',
    reply: 'answer',
    name: 'Claire M.',
    email: 'claire.m@example.org',
    text: 'Parfait, merci beaucoup pour cette réponse rapide !',
  },
  {
    key: 'tip',
    name: 'Julien',
    email: 'julien@example.org',
    text: 'Petit conseil : venez tôt le matin, la lumière sur la baie est magnifique\net il y a encore peu de monde.',
  },
]

/** Approved demo comments on the latest published article, an hour apart, ending before `now`. */
export async function seedComments(payload: Payload, context: Record<string, unknown>, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    limit: 1,
    depth: 0,
    select: { publishedAt: true },
  })
  const article = docs[0]
  if (!article) return 0
  const ids = new Map<string, number>()
  for (const [index, comment] of DEMO_COMMENTS.entries()) {
    const createdAt = new Date(now.getTime() - (DEMO_COMMENTS.length - index) * 60 * 60 * 1000).toISOString()
    const created = await payload.create({
      collection: COMMENTS,
      data: {
        status: 'approved',
        article: article.id,
        parent: comment.reply ? ids.get(comment.reply) : null,
        authorName: comment.name,
        authorEmail: comment.email,
        authorUrl: comment.url ?? null,
        content: comment.text,
        addressOfDay: 'contenu-de-demonstration',
        fingerprint: createHash('sha256').update(`demo\u0000${comment.key}`).digest('base64url'),
        createdAt,
      },
      overrideAccess: true,
      context,
      depth: 0,
    })
    ids.set(comment.key, created.id)
  }
  return DEMO_COMMENTS.length
}
