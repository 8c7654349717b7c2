/** What the search finds: the site's content types, by the collection they come from. */
export const SEARCH_KINDS = ['article', 'event', 'place', 'page', 'video'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const KIND_OF_COLLECTION = {
  articles: 'article',
  events: 'event',
  places: 'place',
  pages: 'page',
  videos: 'video',
} as const satisfies Record<string, SearchKind>

export type IndexedCollection = keyof typeof KIND_OF_COLLECTION
export const INDEXED_COLLECTIONS = Object.keys(KIND_OF_COLLECTION) as IndexedCollection[]

/** The French name of each kind, singular and plural (filters, result labels). */
export const KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  article: { one: 'Article', many: 'Articles' },
  event: { one: 'Événement', many: 'Événements' },
  place: { one: 'Lieu', many: 'Lieux' },
  page: { one: 'Page', many: 'Pages' },
  video: { one: 'Vidéo', many: 'Vidéos' },
}

/** Where each kind is found, as a sentence names it (« chercher dans les articles, l’agenda… »). */
export const KIND_PLACES: Record<SearchKind, string> = {
  article: 'les articles',
  event: 'l’agenda',
  place: 'les lieux',
  page: 'les pages',
  video: 'les vidéos',
}

/** « les articles, l’agenda et les lieux »: where a search looks, in a sentence. */
export function kindsSentence(kinds: readonly SearchKind[]): string {
  const places = kinds.map((kind) => KIND_PLACES[kind])
  return places.length > 1 ? `${places.slice(0, -1).join(', ')} et ${places.at(-1)}` : (places[0] ?? '')
}

/**
 * Facet keys: a category of each kind, written `a:slug` (articles' categories), `e:slug` (event types),
 * `p:slug` (places' categories and sub-categories). A document carries its categories and their parents.
 */
export const FACET_PREFIX = { article: 'a', event: 'e', place: 'p' } as const
