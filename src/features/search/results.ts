import 'server-only'
import { imageSource, type ImageSource } from '@/features/media/image'
import { formatLongDate } from '@/lib/dates'
import { payloadClient } from '@/lib/payload'
import type { Media } from '@/payload-types'
import { answersKeptWhileIndexUnchanged, searchIndex, type SearchHit, type SearchQuery } from './engine'
import { highlight, mentions, passage } from './highlight'
import { KIND_LABELS } from './kinds'
import { queryTerms } from './text'

/** A result as the bar and the results page show it: its title and text already escaped and highlighted. */
export type SearchResult = {
  id: number
  kind: SearchHit['kind']
  kindLabel: string
  url: string
  titleHtml: string
  textHtml: string
  dateLabel: string | null
  image: ImageSource | null
}

export type SearchResults = { results: SearchResult[]; total: number; terms: string[] }

function dateLabel(hit: SearchHit): string | null {
  if (hit.kind !== 'event' && hit.kind !== 'article') return null
  if (!hit.date) return null
  const start = formatLongDate(hit.date)
  const end = hit.kind === 'event' && hit.endDate ? formatLongDate(hit.endDate) : start
  return end === start ? start : `du ${start} au ${end}`
}

/** The pictures of the hits that have one, in one query. */
async function picturesOf(hits: SearchHit[]): Promise<Map<number, ImageSource>> {
  const ids = [...new Set(hits.flatMap((hit) => (hit.image ? [hit.image] : [])))]
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
  })
  const out = new Map<number, ImageSource>()
  for (const media of docs as Media[]) {
    const source = imageSource(media)
    if (source) out.set(media.id, source)
  }
  return out
}

/**
 * Finished results, kept by query while the index and the content stay the same: the live search asks
 * the same phrases again and again, and the passages, highlights and pictures are most of an answer's
 * work once the index has answered.
 */
const finished = answersKeptWhileIndexUnchanged<SearchResults>()

/**
 * A search, ready to show: each hit's title highlighted, its text the passage around the first searched
 * word (the excerpt when the body does not hold one), its date in French and its picture.
 */
export function searchResults(query: SearchQuery): Promise<SearchResults> {
  const { phrase, kinds, facets, dateFrom, dateTo, order, limit, offset } = query
  // `latest` too: without a phrase, a bar's automatic first search finds the newest documents, any other
  // search nothing.
  const latest = query.latest === true
  const key = JSON.stringify([
    queryTerms(phrase),
    latest,
    kinds,
    facets,
    dateFrom,
    dateTo,
    order,
    limit,
    offset,
  ])
  return finished.get(key, () => readResults(query))
}

async function readResults(query: SearchQuery): Promise<SearchResults> {
  const page = await searchIndex(query)
  const pictures = await picturesOf(page.hits)
  return {
    total: page.total,
    terms: page.terms,
    results: page.hits.map((hit) => {
      const text =
        [hit.excerpt, hit.body].find((part) => part && mentions(part, page.terms)) || hit.excerpt || hit.body
      return {
        id: hit.id,
        kind: hit.kind,
        kindLabel: KIND_LABELS[hit.kind].one,
        url: hit.url,
        titleHtml: highlight(hit.title, page.terms),
        textHtml: highlight(passage(text, page.terms), page.terms),
        dateLabel: dateLabel(hit),
        image: hit.image ? (pictures.get(hit.image) ?? null) : null,
      }
    }),
  }
}
