import type { Payload } from 'payload'
import { richText } from '../../support/rich-text'

export { richText }

const NO_REVALIDATE = { disableRevalidate: true }

/** Adds `count` published articles, one per day going back from `newest`, in the given categories. */
export async function addArticles(
  payload: Payload,
  count: number,
  options: { prefix: string; categories: number[]; newest: Date },
) {
  for (let i = 0; i < count; i++) {
    const publishedAt = new Date(options.newest.getTime() - i * 86_400_000).toISOString()
    await payload.create({
      collection: 'articles',
      data: {
        title: `${options.prefix} ${String(i + 1).padStart(2, '0')}`,
        content: richText('Texte.'),
        categories: options.categories,
        publishedAt,
        _status: 'published',
      },
      context: NO_REVALIDATE,
    })
  }
}

export const create = <T extends Parameters<Payload['create']>[0]>(payload: Payload, args: T) =>
  payload.create({ ...args, context: NO_REVALIDATE })
