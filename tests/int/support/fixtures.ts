import type { Payload } from 'payload'

const NO_REVALIDATE = { disableRevalidate: true }

export const richText = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

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
