import { describe, expect, it } from 'vitest'
import { addDays } from './dates'
import { AREA, isOnLand } from './geo'
import { BENCH_PREFIX, benchArticle, benchEvent, benchPlace, type BenchRefs } from './large-data'

const refs: BenchRefs = {
  articleCategories: [1, 2, 3, 4],
  eventCategories: [10, 11, 12],
  placeSubcategories: [
    { id: 20, parent: 2, title: 'Friteries' },
    { id: 21, parent: 3, title: 'Campings' },
  ],
  images: [100, 101],
}
const now = new Date('2026-11-22T10:00:00Z')
const today = '2026-11-22'

describe('benchmark data set', () => {
  it('is the same on every run', () => {
    expect(benchArticle(42, refs, now)).toEqual(benchArticle(42, refs, now))
    expect(benchEvent(42, refs, today)).toEqual(benchEvent(42, refs, today))
    expect(benchPlace(42, refs)).toEqual(benchPlace(42, refs))
    expect(
      benchArticle(1, refs, now).title === benchArticle(2, refs, now).title &&
        benchArticle(2, refs, now).title === benchArticle(3, refs, now).title,
    ).toBe(false)
  })

  it('gives articles unique bench- slugs, categories and dates over six years', () => {
    const articles = Array.from({ length: 2000 }, (_, i) => benchArticle(i * 5, refs, now))
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length)
    for (const a of articles) {
      expect(a.slug.startsWith(BENCH_PREFIX)).toBe(true)
      expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(a.categories.length).toBeGreaterThanOrEqual(1)
      expect(a.content.root.children.some((n) => n.type === 'heading')).toBe(true)
    }
    const ages = articles.map((a) => (now.getTime() - Date.parse(a.publishedAt)) / 86_400_000 / 365)
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages)).toBeGreaterThan(5)
    expect(Math.max(...ages)).toBeLessThanOrEqual(6)
  })

  it('places events from a year ago to two years ahead, with periods and status changes', () => {
    const events = Array.from({ length: 3000 }, (_, i) => benchEvent(i, refs, today))
    const starts = events.map((e) => e.startDate.slice(0, 10))
    expect(starts.every((d) => d >= addDays(today, -365) && d <= addDays(today, 2 * 365))).toBe(true)
    expect(starts.some((d) => d < today)).toBe(true)
    expect(starts.some((d) => d > addDays(today, 400))).toBe(true)
    expect(events.every((e) => e.startDate.endsWith('T12:00:00.000Z'))).toBe(true)
    expect(events.filter((e) => e.endDate).length).toBeGreaterThan(500)
    expect(events.some((e) => e.eventStatus === 'cancelled')).toBe(true)
    expect(new Set(events.map((e) => e.slug)).size).toBe(events.length)
  })

  it('clusters places on land around the town, many of them close together', () => {
    const places = Array.from({ length: 2000 }, (_, i) => benchPlace(i, refs))
    for (const p of places) {
      expect(
        p.latitude >= AREA.minLat &&
          p.latitude <= AREA.maxLat &&
          p.longitude >= AREA.minLon &&
          p.longitude <= AREA.maxLon,
      ).toBe(true)
      expect(isOnLand(p.latitude, p.longitude)).toBe(true)
      expect(refs.placeSubcategories).toContainEqual(
        expect.objectContaining({ id: p.subcategory, parent: p.category }),
      )
    }
    // The seafront cluster: dozens of places within about 100 m of one point.
    const near = places.filter(
      (p) => Math.abs(p.latitude - 51.0803) < 0.001 && Math.abs(p.longitude - 2.516) < 0.0015,
    )
    expect(near.length).toBeGreaterThan(100)
  })
})
