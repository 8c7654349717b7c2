import type { BeforeSync, DocToSync } from '@payloadcms/plugin-search/types'
import type { Payload, PayloadRequest } from 'payload'
import { textOf } from '@/features/richtext/headings'
import type { RichTextNode } from '@/features/richtext/headings'
import { playlistPath } from '@/features/videos/gallery-rules'
import { FACET_PREFIX, KIND_OF_COLLECTION, type IndexedCollection } from './kinds'
import { plain } from './text'

type Doc = Record<string, unknown>
export type Category = { id: number; slug?: string | null; title?: string | null; parent?: unknown }

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? Number(value.id)
      : null

/** Nodes that sit inside a line of text; every other node (paragraph, heading, list item…) is a block. */
const INLINE_NODES = new Set(['text', 'link', 'autolink', 'linebreak', 'tab'])

/**
 * The text of a rich text as the index reads it: a block's words kept apart from the next block's
 * (« Bray-Dunes » then a heading « La boucle » must not index « dunesla »), inline parts as written.
 */
export function indexedText(node: RichTextNode): string {
  if (INLINE_NODES.has(node.type ?? '') || !node.children) return textOf(node)
  let text = ''
  let previousInline = true
  for (const [i, child] of node.children.entries()) {
    const inline = INLINE_NODES.has(child.type ?? '')
    if (i > 0 && !(inline && previousInline)) text += ' '
    text += inline ? textOf(child) : indexedText(child)
    previousInline = inline
  }
  return text
}

const richText = (value: unknown) => {
  const root = (value as { root?: RichTextNode } | null)?.root
  return root ? indexedText(root as RichTextNode) : ''
}

type CategoryCollection = 'categories' | 'event-categories' | 'place-categories'

/**
 * What mapping a document needs besides the document: its categories with their parents, and where a
 * video is seen. The hooks ask the database (hookLookups); a full rebuild loads everything once
 * (reindex.ts).
 */
export type Lookups = {
  categories: (collection: CategoryCollection, ids: number[]) => Promise<Category[]>
  videoPath: (id: number) => Promise<string>
}

/** Categories by id with their ancestors, from a map of every category of the collection. */
export function withParentsFrom(all: ReadonlyMap<number, Category>, ids: number[]): Category[] {
  const found = new Map<number, Category>()
  let wanted = [...new Set(ids)]
  for (let depth = 0; wanted.length > 0 && depth < 4; depth++) {
    const next: number[] = []
    for (const id of wanted) {
      const category = all.get(id)
      if (!category || found.has(id)) continue
      found.set(id, category)
      const parent = idOf(category.parent)
      if (parent !== null) next.push(parent)
    }
    wanted = next
  }
  return [...found.values()]
}

/** Lookups through the database, for one document at a time (the plugin's hooks). */
export function hookLookups(payload: Payload, req: PayloadRequest): Lookups {
  return {
    async categories(collection, ids) {
      const all = new Map<number, Category>()
      let wanted = [...new Set(ids)]
      for (let depth = 0; wanted.length > 0 && depth < 4; depth++) {
        const { docs } = await payload.find({
          collection,
          where: { id: { in: wanted } },
          depth: 0,
          pagination: false,
          req,
          overrideAccess: true,
        })
        for (const doc of docs as Category[]) all.set(doc.id, doc)
        wanted = docs
          .map((doc) => idOf((doc as Category).parent))
          .filter((id): id is number => id !== null && !all.has(id))
      }
      return withParentsFrom(all, ids)
    },
    async videoPath(id) {
      const { docs } = await payload.find({
        collection: 'playlists',
        where: { videos: { contains: id } },
        sort: '-main',
        limit: 1,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const playlist = docs[0]
      return playlist?.slug ? playlistPath(playlist.slug, Boolean(playlist.main)) : '/videos'
    },
  }
}

export type Indexed = {
  title: string
  excerpt: string
  body: string
  categories: string
  facets: string
  url: string
  date: string | null
  endDate: string | null
  image: number | null
}

const facets = (prefix: string, categories: Category[]) =>
  categories.flatMap((category) => (category.slug ? [`${prefix}:${category.slug}`] : []))

const titles = (categories: Category[]) => categories.map((category) => category.title ?? '')

/** A document's entry in the index. */
export async function indexed(collection: IndexedCollection, doc: Doc, lookups: Lookups): Promise<Indexed> {
  const ids = (value: unknown) =>
    (Array.isArray(value) ? value : value ? [value] : []).map(idOf).filter((id): id is number => id !== null)
  switch (collection) {
    case 'articles': {
      const categories = await lookups.categories('categories', ids(doc.categories))
      return {
        title: String(doc.title ?? ''),
        excerpt: plain([doc.excerpt as string], 400),
        body: plain([richText(doc.content)]),
        categories: plain(titles(categories), 500),
        facets: plain(facets(FACET_PREFIX.article, categories), 1000),
        url: `/articles/${doc.slug}`,
        date: (doc.publishedAt as string) ?? (doc.createdAt as string) ?? null,
        endDate: null,
        image: idOf(doc.cover),
      }
    }
    case 'events': {
      const categories = await lookups.categories('event-categories', ids(doc.categories))
      return {
        title: String(doc.name ?? ''),
        excerpt: plain([doc.place as string, doc.description as string], 400),
        body: plain([doc.description as string, doc.place as string, doc.price as string]),
        categories: plain(titles(categories), 500),
        facets: plain(facets(FACET_PREFIX.event, categories), 1000),
        url: `/agenda/${doc.slug}`,
        date: (doc.startDate as string) ?? null,
        endDate: (doc.endDate as string) ?? (doc.startDate as string) ?? null,
        image: idOf(doc.image),
      }
    }
    case 'places': {
      const categories = await lookups.categories('place-categories', ids([doc.category, doc.subcategory]))
      const pin = new URLSearchParams({
        lat: String(doc.latitude),
        lng: String(doc.longitude),
        titre: String(doc.title),
      })
      return {
        title: String(doc.title ?? ''),
        excerpt: plain([doc.address as string, doc.description as string], 400),
        body: plain([doc.description as string, doc.address as string]),
        categories: plain(titles(categories), 500),
        facets: plain(facets(FACET_PREFIX.place, categories), 1000),
        url: `/carte?${pin}`,
        date: (doc.updatedAt as string) ?? null,
        endDate: null,
        image: null,
      }
    }
    case 'pages':
      return {
        title: String(doc.title ?? ''),
        excerpt: plain([doc.excerpt as string], 400),
        body: plain([richText(doc.content)]),
        categories: '',
        facets: '',
        url: `/${doc.slug}`,
        date: (doc.updatedAt as string) ?? null,
        endDate: null,
        image: null,
      }
    case 'videos':
      return {
        title: String(doc.title ?? ''),
        excerpt: plain([doc.description as string], 400),
        body: plain([doc.description as string]),
        categories: '',
        facets: '',
        url: await lookups.videoPath(Number(doc.id)),
        date: (doc.updatedAt as string) ?? null,
        endDate: null,
        image: idOf(doc.thumbnail),
      }
  }
}

/**
 * The index's copy of a document (search-index.ts): its kind, title, excerpt, plain body text, category
 * names (matched like words), facet keys (filtered on), address, date and picture.
 */
export const toSearchDoc: BeforeSync = async ({ collectionSlug, originalDoc, payload, req, searchDoc }) => {
  const collection = collectionSlug as IndexedCollection
  const fields = await indexed(collection, originalDoc, hookLookups(payload, req))
  return { ...searchDoc, ...fields, kind: KIND_OF_COLLECTION[collection] } as DocToSync
}
