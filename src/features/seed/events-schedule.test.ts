import { describe, expect, it } from 'vitest'
import { eventCategories } from './content/event-types'
import { addMonths } from './dates'
import { eventWindow, periodKind, placeTemplate, scheduleEvents } from './events-schedule'
import { AREA, isOnLand } from './geo'

// Seed days spread over the year (and a leap day), so every rule holds whatever the day of the run.
const seedDays = [
  '2026-01-01',
  '2026-02-28',
  '2026-05-31',
  '2026-08-15',
  '2026-11-22',
  '2026-12-31',
  '2028-02-29',
]

describe.each(seedDays)('the agenda seeded on %s', (today) => {
  const events = scheduleEvents(today)
  const published = events.filter((e) => !e.draft)

  it('has at least 80 events, all within 3 months before and 12 months after', () => {
    expect(published.length).toBeGreaterThanOrEqual(80)
    const { start, end } = eventWindow(today)
    expect(start).toBe(addMonths(today, -3))
    for (const e of events) {
      expect(e.startDate >= start, `${e.slug} commence avant la fenêtre`).toBe(true)
      expect((e.endDate ?? e.startDate) <= end, `${e.slug} finit après la fenêtre`).toBe(true)
      if (e.endDate) expect(e.endDate > e.startDate).toBe(true)
    }
    expect(events.some((e) => e.startDate < today)).toBe(true)
    expect(events.some((e) => e.startDate === today)).toBe(true)
    expect(events.filter((e) => e.startDate > today).length).toBeGreaterThan(40)
  })

  it('mixes single days, periods within a month, across two months and across a year end', () => {
    const kinds = published.map(periodKind)
    expect(kinds.filter((k) => k === 'single').length).toBeGreaterThan(40)
    expect(kinds).toContain('same-month')
    expect(kinds).toContain('two-months')
    expect(kinds.filter((k) => k === 'across-year').length).toBeGreaterThanOrEqual(3)
  })

  it('gives every event a unique slug and one or two known categories', () => {
    expect(new Set(events.map((e) => e.slug)).size).toBe(events.length)
    const known = new Set<string>(eventCategories.map((c) => c.slug))
    for (const e of events) {
      expect(e.categories.length).toBeGreaterThanOrEqual(1)
      expect(e.categories.length).toBeLessThanOrEqual(2)
      expect(e.categories.every((c) => known.has(c))).toBe(true)
    }
  })
})

describe('the variety the agenda needs', () => {
  const events = scheduleEvents('2026-11-22')

  it('has missing hours, prices and places to show as N.C.', () => {
    expect(events.some((e) => !e.hour)).toBe(true)
    expect(events.some((e) => !e.price)).toBe(true)
    expect(events.some((e) => !e.place)).toBe(true)
    expect(events.some((e) => e.hour && /^\d{1,2}h(\d\d)?$/.test(e.hour))).toBe(true)
    expect(events.some((e) => e.hour?.includes(' - '))).toBe(true)
    expect(events.some((e) => e.price === 'Gratuit')).toBe(true)
    expect(events.some((e) => e.price?.includes('réduit'))).toBe(true)
  })

  it('has sites with a scheme, without one, and none', () => {
    expect(events.some((e) => e.site?.startsWith('https://'))).toBe(true)
    expect(events.some((e) => e.site && !/^(https?|ftp):\/\//.test(e.site))).toBe(true)
    expect(events.some((e) => !e.site)).toBe(true)
  })

  it('has one cancelled, one postponed and one draft event', () => {
    expect(events.filter((e) => e.status === 'cancelled')).toHaveLength(1)
    expect(events.filter((e) => e.status === 'postponed')).toHaveLength(1)
    expect(events.filter((e) => e.draft)).toHaveLength(1)
  })

  it('puts coordinates, when given, on land near the town', () => {
    const located = events.filter((e) => e.coords)
    expect(located.length).toBeGreaterThan(20)
    expect(located.length).toBeLessThan(events.length)
    for (const { coords, slug } of located) {
      const [lat, lon] = coords!
      expect(lat >= AREA.minLat && lat <= AREA.maxLat && lon >= AREA.minLon && lon <= AREA.maxLon, slug).toBe(
        true,
      )
      expect(isOnLand(lat, lon), `${slug} est dans la mer`).toBe(true)
    }
  })

  it('is the same on every run for a given day', () => {
    expect(scheduleEvents('2026-11-22')).toEqual(events)
  })
})

describe('placeTemplate', () => {
  const w = eventWindow('2026-11-22')
  it('prefers the current or next occurrence of a yearly date', () => {
    expect(placeTemplate({ month: 12, day: 6, days: 30 }, w)).toEqual(['2026-12-06'])
    expect(placeTemplate({ month: 9, day: 1 }, w)).toEqual(['2027-09-01'])
  })
  it('repeats monthly events over the whole window', () => {
    const firstSundays = placeTemplate({ monthly: { weekday: 0, nth: 1 } }, w)
    expect(firstSundays).toHaveLength(15)
    expect(firstSundays[0]).toBe('2026-09-06')
  })
  it('classifies periods', () => {
    expect(periodKind({ startDate: '2026-12-06', endDate: '2027-01-04' })).toBe('across-year')
    expect(periodKind({ startDate: '2026-04-20', endDate: '2026-05-25' })).toBe('two-months')
    expect(periodKind({ startDate: '2026-07-05', endDate: '2026-07-19' })).toBe('same-month')
    expect(periodKind({ startDate: '2026-07-05', endDate: null })).toBe('single')
  })
})
