import 'server-only'
import { unstable_cache } from 'next/cache'
import type { CollectionSlug, GlobalSlug } from 'payload'
import { MEMORY_ONLY_TAG } from './disk-policy.mjs'

/** A cache tag is the slug of a collection or global: a save there expires every read tagged with it. */
export type CacheTag = CollectionSlug | GlobalSlug

/**
 * Every cached read of the site, and what it shows: the collections and globals whose documents end up in
 * its answer, directly or through a relationship (an article's cover comes from `media`, its breadcrumb
 * from `categories`). A read is tagged with each of them, and a save in any of them expires it
 * (src/lib/revalidate.ts), so this table is the one place where pages meet the content they depend on.
 * `src/cache-dependencies.test.ts` checks that each list follows the relationship and upload fields of
 * the Payload config. Reads that render rich text also list what its links show (a link is written with
 * the slug of the page, article, event or category it points to) and its images (`media`).
 */
export const READS = {
  'site-settings': ['site-settings', 'articles', 'categories', 'media'],
  categories: ['categories'],
  'listing-page': ['articles', 'categories', 'media'],
  'listing-page-html': ['articles', 'categories', 'media', 'comments'],
  'article-by-slug': ['articles', 'categories', 'media', 'pages', 'events', 'event-categories', 'forms'],
  'related-articles': ['articles', 'categories', 'media'],
  'feed-articles': ['articles', 'categories', 'media'],
  'article-paths': ['articles', 'categories', 'media'],
  'archive-months': ['articles', 'categories', 'media'],
  'page-paths': ['pages', 'forms'],
  'upcoming-events': ['events', 'event-categories', 'media'],
  'event-categories': ['event-categories'],
  'agenda-events': ['events', 'event-categories', 'media'],
  'event-by-slug': ['events', 'event-categories', 'media'],
  'event-feed': ['events', 'event-categories', 'media'],
  'map-data': ['places', 'place-categories', 'media'],
  'map-descriptions': ['places', 'place-categories', 'media'],
  'page-by-slug': ['pages', 'media', 'articles', 'categories', 'events', 'event-categories', 'forms'],
  'contact-form': ['forms'],
  'newsletter-form': ['newsletter-settings', 'newsletter-lists'],
  // A comment expires these when it appears or disappears (approval, spam, deletion), never while it waits.
  'approved-comments': ['comments', 'articles', 'categories', 'media'],
  'comment-counts': ['comments', 'articles', 'categories', 'media'],
  // Also tagged per article (`tagsOf`): a vote expires its own post's summary and page only.
  'rating-summary': ['post-ratings', 'articles', 'categories', 'media'],
  // The video gallery: a playlist with its videos and their thumbnails; the playlists' addresses.
  playlist: ['playlists', 'videos', 'media'],
  'playlist-links': ['playlists', 'videos', 'media'],
  // The search's category filters: every category of articles, events and places.
  'search-facets': ['categories', 'event-categories', 'place-categories', 'media'],
  // The header's search bar as editors set it.
  'search-bar': ['search-bar'],
  // The other searches (« Recherches »), each with its settings and kinds.
  searches: ['searches'],
} as const satisfies Record<string, readonly CacheTag[]>

export type ReadName = keyof typeof READS

/**
 * A read kept in Next's data cache under its name (and its arguments), tagged with what it shows.
 * `revalidate` (seconds) bounds its age for reads whose answer moves with time (upcoming events).
 * `keyedByVisitor`: its arguments come from the visitor (a slug in the address, filters, a page number),
 * so its entries stay in memory and never reach the disk (src/lib/cache/disk-policy.mjs).
 * `tagsOf`: tags of the arguments' own, so that one document's change expires only its entries.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: ReadName,
  read: (...args: Args) => Promise<Result>,
  options: { revalidate?: number; keyedByVisitor?: boolean; tagsOf?: (...args: Args) => string[] } = {},
): (...args: Args) => Promise<Result> {
  const tags: string[] = [...READS[name]]
  if (options.keyedByVisitor) tags.push(MEMORY_ONLY_TAG)
  const { tagsOf, revalidate } = options
  if (!tagsOf) return unstable_cache(read, [name], { tags, revalidate })
  // Tags that depend on the arguments (one post's votes) need an entry made for each call.
  return (...args: Args) =>
    unstable_cache(read, [name], { tags: [...tags, ...tagsOf(...args)], revalidate })(...args)
}
