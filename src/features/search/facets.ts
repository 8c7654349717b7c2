import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { FACET_PREFIX, KIND_LABELS } from './kinds'
import { orderAsTree, type FacetGroup } from './facet-tree'

type Row = { id: number; title: string; slug?: string | null; parent?: number | { id: number } | null }

/**
 * The category filters of the search: articles' categories, event types and places' categories, each
 * child listed after its parent one level deeper (the checkbox hierarchy). Cached until a category is saved.
 */
export const getSearchFacets = cachedRead('search-facets', async (): Promise<FacetGroup[]> => {
  const payload = await payloadClient()
  const read = (collection: 'categories' | 'event-categories' | 'place-categories') =>
    payload
      .find({
        collection,
        depth: 0,
        pagination: false,
        sort: 'title',
        select:
          collection === 'event-categories'
            ? { title: true, slug: true }
            : { title: true, slug: true, parent: true },
        overrideAccess: false,
      })
      .then(({ docs }) => docs as Row[])
  const [articles, events, places] = await Promise.all([
    read('categories'),
    read('event-categories'),
    read('place-categories'),
  ])
  return [
    {
      kind: 'article',
      label: `Catégories des ${KIND_LABELS.article.many.toLowerCase()}`,
      options: orderAsTree(articles, FACET_PREFIX.article),
    },
    { kind: 'event', label: 'Types d’événements', options: orderAsTree(events, FACET_PREFIX.event) },
    { kind: 'place', label: 'Catégories des lieux', options: orderAsTree(places, FACET_PREFIX.place) },
  ]
})
