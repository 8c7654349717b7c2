/**
 * The benchmark documents, generated without a database: 10,000 articles over the last six years,
 * 20,000 events from a year ago to two years ahead, 2,000 places clustered around the town (many of them
 * a few metres apart, to exercise marker clustering). Pure and seeded, so the unit tests can check it.
 */
import { slugify } from '@/lib/slug'
import { addDays, type Day, noonUtc } from './dates'
import { clampToLand } from './geo'
import { fromMarkup, type LexicalDoc } from './lexical'
import {
  articleBody,
  articleTitle,
  eventHours,
  eventName,
  eventPlaces,
  eventPrices,
  paragraph,
  placeAddress,
  placeTitle,
  sentence,
} from './large-words'
import { authors } from './content/categories'
import { createRandom, type Random } from './random'

export const BENCH_PREFIX = 'bench-'
export const BENCH_COUNTS = { articles: 10_000, events: 20_000, places: 2_000 } as const
/** `npm run seed:large -- --huge`: 100,000 searchable documents, for the search's largest budget. */
export const HUGE_COUNTS = { articles: 30_000, events: 62_000, places: 8_000 } as const

export type BenchRefs = {
  articleCategories: number[]
  eventCategories: number[]
  /** Sub-categories with their parent category. */
  placeSubcategories: Array<{ id: number; parent: number; title: string }>
  images: number[]
}

const pad = (n: number) => String(n).padStart(5, '0')
const someOf = (r: Random, ids: number[], max: number) =>
  ids.length ? r.sample(ids, r.int(1, Math.min(max, ids.length))) : []

export type BenchArticle = {
  title: string
  slug: string
  excerpt: string
  content: LexicalDoc
  publishedAt: string
  authorName: string
  categories: number[]
  cover: number | null
}

export function benchArticle(index: number, refs: BenchRefs, now: Date): BenchArticle {
  const r = createRandom(`bench-article-${index}`)
  const title = articleTitle(r)
  // Spread over six years, newest first for low indexes.
  const minutesAgo = Math.floor(((index + r.next()) / BENCH_COUNTS.articles) * 6 * 365 * 24 * 60)
  return {
    title,
    slug: `${BENCH_PREFIX}${pad(index)}-${slugify(title)}`.slice(0, 96),
    excerpt: sentence(r),
    content: fromMarkup(articleBody(r)),
    publishedAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    authorName: r.pick(authors),
    categories: someOf(r, refs.articleCategories, 2),
    cover: refs.images.length ? r.pick(refs.images) : null,
  }
}

export type BenchEvent = {
  name: string
  slug: string
  startDate: string
  endDate: string | null
  hour: string | null
  price: string | null
  place: string | null
  latitude: number | null
  longitude: number | null
  site: string | null
  eventStatus: 'scheduled' | 'postponed' | 'cancelled'
  description: string
  categories: number[]
  image: number | null
}

export function benchEvent(index: number, refs: BenchRefs, today: Day): BenchEvent {
  const r = createRandom(`bench-event-${index}`)
  const name = eventName(r)
  const start = addDays(today, -365 + Math.floor(r.next() * 3 * 365))
  const kind = r.next()
  const days = kind < 0.7 ? 1 : kind < 0.9 ? r.int(2, 14) : r.int(15, 90)
  const located = r.chance(0.5)
  const [latitude, longitude] = located
    ? clampToLand(51.077 + r.gaussian() * 0.006, 2.52 + r.gaussian() * 0.02)
    : [null, null]
  const status = r.next()
  return {
    name,
    slug: `${BENCH_PREFIX}${pad(index)}-${slugify(name)}`,
    startDate: noonUtc(start),
    endDate: days > 1 ? noonUtc(addDays(start, days - 1)) : null,
    hour: r.chance(0.8) ? r.pick(eventHours) : null,
    price: r.chance(0.8) ? r.pick(eventPrices) : null,
    place: r.chance(0.9) ? r.pick(eventPlaces) : null,
    latitude,
    longitude,
    site: r.chance(0.3)
      ? `https://agenda.escale-braydunes.example/${index}`
      : r.chance(0.2)
        ? `www.evenement-${index}.example`
        : null,
    eventStatus: status < 0.97 ? 'scheduled' : status < 0.985 ? 'postponed' : 'cancelled',
    description: `${paragraph(r)}\n\n${paragraph(r, 2)}`,
    categories: someOf(r, refs.eventCategories, 2),
    image: refs.images.length && r.chance(0.8) ? r.pick(refs.images) : null,
  }
}

/** Where places gather: the town centre, the seafront (very dense), La Panne, Zuydcoote, Ghyvelde, Adinkerke. */
const clusters = [
  { lat: 51.0772, lon: 2.517, spread: 0.0025, weight: 0.35 },
  { lat: 51.0803, lon: 2.516, spread: 0.0006, weight: 0.15 },
  { lat: 51.098, lon: 2.59, spread: 0.003, weight: 0.2 },
  { lat: 51.065, lon: 2.492, spread: 0.002, weight: 0.1 },
  { lat: 51.053, lon: 2.526, spread: 0.0015, weight: 0.08 },
  { lat: 51.076, lon: 2.6, spread: 0.002, weight: 0.07 },
]

export type BenchPlace = {
  title: string
  latitude: number
  longitude: number
  category: number
  subcategory: number
  description: string
  address: string
  number: number | null
}

export function benchPlace(index: number, refs: BenchRefs): BenchPlace {
  const r = createRandom(`bench-place-${index}`)
  const sub = r.pick(refs.placeSubcategories)
  let u = r.next()
  const cluster = clusters.find((c) => (u -= c.weight) < 0)
  const [latitude, longitude] = cluster
    ? clampToLand(
        cluster.lat + r.gaussian() * cluster.spread,
        cluster.lon + r.gaussian() * cluster.spread * 1.6,
      )
    : clampToLand(51.05 + r.next() * 0.05, 2.48 + r.next() * 0.14)
  return {
    title: placeTitle(r, sub.title),
    latitude,
    longitude,
    category: sub.parent,
    subcategory: sub.id,
    description: sentence(r),
    address: placeAddress(r),
    number: r.chance(0.1) ? r.int(1, 99) : null,
  }
}
