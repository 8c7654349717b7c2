import { describe, expect, it } from 'vitest'
import {
  AUTO_ITEMS,
  AUTO_LIMIT,
  AUTO_LIMIT_MAX,
  MAX_REQUIRED_WIDTH_PX,
  MIN_GAP_WINDOW_HEIGHTS,
  MIN_PARAGRAPH_PX,
  MIN_TOP_WINDOW_HEIGHTS,
  MIN_WIDTH_RATIO,
} from './constants'
import {
  autoInsertAllowed,
  autoItems,
  autoLimit,
  autoOffsets,
  chooseSpots,
  farFromWidgets,
  isExcludedPage,
  requiredWidth,
  spotFits,
  type AutoRules,
  type Spot,
} from './placement'

const page = (pathname: string) => ({
  host: 'escale.example',
  pathname,
  href: `https://escale.example${pathname}`,
})
const rules = (overrides: Partial<AutoRules> = {}): AutoRules => ({
  pathPrefix: '',
  selector: '',
  excludedUrls: [],
  ...overrides,
})

describe('pages allowing automatic widgets', () => {
  it('allows every page when neither a path prefix nor a selector is configured', () => {
    expect(autoInsertAllowed(rules(), page('/articles/la-digue'), false)).toBe(true)
  })

  it('allows, with a prefix or a selector, a page matching either', () => {
    const both = rules({ pathPrefix: '/articles/', selector: '.article__content' })
    expect(autoInsertAllowed(both, page('/articles/la-digue'), false)).toBe(true)
    expect(autoInsertAllowed(both, page('/agenda'), true)).toBe(true)
    expect(autoInsertAllowed(both, page('/agenda'), false)).toBe(false)
    expect(autoInsertAllowed(rules({ pathPrefix: '/articles/' }), page('/agenda'), false)).toBe(false)
    expect(autoInsertAllowed(rules({ selector: 'main' }), page('/agenda'), false)).toBe(false)
  })

  it('blocks an excluded page by its exact path or full URL, whatever the prefix and selector say', () => {
    const excluded = rules({
      pathPrefix: '/articles/',
      excludedUrls: ['/articles/la-digue', 'https://escale.example/articles/le-port/'],
    })
    expect(autoInsertAllowed(excluded, page('/articles/la-digue'), true)).toBe(false)
    expect(autoInsertAllowed(excluded, page('/articles/le-port'), true)).toBe(false)
    expect(autoInsertAllowed(excluded, page('/articles/la-digue-2'), true)).toBe(true)
    expect(autoInsertAllowed(excluded, page('/articles'), false)).toBe(false)
  })

  it('matches excluded addresses exactly, a trailing slash aside, and on this host only', () => {
    expect(isExcludedPage(['/contact/'], page('/contact'))).toBe(true)
    expect(isExcludedPage(['/contact?x=1'], page('/contact'))).toBe(true)
    expect(isExcludedPage(['/contact'], page('/contact/equipe'))).toBe(false)
    expect(isExcludedPage(['/'], page('/'))).toBe(true)
    expect(isExcludedPage(['/'], page('/agenda'))).toBe(false)
    expect(isExcludedPage(['https://ailleurs.example/contact'], page('/contact'))).toBe(false)
    expect(isExcludedPage(['contact', '', 'pas une adresse'], page('/contact'))).toBe(false)
  })
})

describe('the limit and the number of activities', () => {
  it(`defaults to ${AUTO_LIMIT} widgets, the configured number, or the content root's attribute`, () => {
    expect(AUTO_LIMIT).toBe(2)
    expect(autoLimit(null, AUTO_LIMIT)).toBe(2)
    expect(autoLimit(null, 4)).toBe(4)
    expect(autoLimit('1', AUTO_LIMIT)).toBe(1)
    expect(autoLimit(' 0 ', AUTO_LIMIT)).toBe(0)
    expect(autoLimit(String(AUTO_LIMIT_MAX), AUTO_LIMIT)).toBe(AUTO_LIMIT_MAX)
  })

  it.each(['', 'deux', '-1', '1.5', String(AUTO_LIMIT_MAX + 1), '1e1'])(
    'leaves the configured limit for the attribute %j',
    (attribute) => {
      expect(autoLimit(attribute, 3)).toBe(3)
    },
  )

  it('falls back to the default for a configured limit that is not a count', () => {
    expect(autoLimit(null, -1)).toBe(AUTO_LIMIT)
    expect(autoLimit(null, Number.NaN)).toBe(AUTO_LIMIT)
  })

  it(`shows ${AUTO_ITEMS} activities unless configured otherwise`, () => {
    expect(AUTO_ITEMS).toBe(3)
    expect(autoItems(4)).toBe(4)
    expect(autoItems(0)).toBe(AUTO_ITEMS)
    expect(autoItems(2.5)).toBe(AUTO_ITEMS)
  })
})

const phone = { width: 390, height: 800 }
const desktop = { width: 1366, height: 800 }
/** A paragraph that fits on a phone: tall, wide and low enough. */
const fitting: Spot = { bottom: 2000, height: 120, width: 350 }

describe('spots for a widget', () => {
  it(`needs a paragraph taller than ${MIN_PARAGRAPH_PX} px`, () => {
    expect(spotFits({ ...fitting, height: MIN_PARAGRAPH_PX }, phone)).toBe(false)
    expect(spotFits({ ...fitting, height: MIN_PARAGRAPH_PX + 1 }, phone)).toBe(true)
  })

  it(`needs a space wider than ${MIN_WIDTH_RATIO} of the window, a requirement capped at ${MAX_REQUIRED_WIDTH_PX} px`, () => {
    expect(requiredWidth(phone.width)).toBe(312)
    expect(spotFits({ ...fitting, width: 312 }, phone)).toBe(false)
    expect(spotFits({ ...fitting, width: 313 }, phone)).toBe(true)
    // 0.8 of 1366 px is 1092.8 px: capped, a 601 px column is wide enough, a 600 px one is not.
    expect(requiredWidth(desktop.width)).toBe(MAX_REQUIRED_WIDTH_PX)
    expect(spotFits({ ...fitting, width: 601 }, desktop)).toBe(true)
    expect(spotFits({ ...fitting, width: MAX_REQUIRED_WIDTH_PX }, desktop)).toBe(false)
  })

  it(`needs the widget ${MIN_TOP_WINDOW_HEIGHTS} window heights from the page's top or lower`, () => {
    expect(spotFits({ ...fitting, bottom: 1199 }, phone)).toBe(false)
    expect(spotFits({ ...fitting, bottom: 1200 }, phone)).toBe(true)
  })

  it(`needs ${MIN_GAP_WINDOW_HEIGHTS} window heights or more from every other widget, above or below`, () => {
    expect(farFromWidgets(3000, [600], phone)).toBe(true)
    expect(farFromWidgets(3000, [601], phone)).toBe(false)
    expect(farFromWidgets(3000, [5400], phone)).toBe(true)
    expect(farFromWidgets(3000, [5399], phone)).toBe(false)
    expect(farFromWidgets(3000, [], phone)).toBe(true)
  })
})

describe('chooseSpots', () => {
  /** Paragraphs every 500 px from 1,000 px down to 9,000 px. */
  const spots: Spot[] = Array.from({ length: 17 }, (_, i) => ({ ...fitting, bottom: 1000 + 500 * i }))

  it('takes the first fitting spot, then the next one 3 window heights further, up to the room left', () => {
    // 1,000 is too high (1.5 × 800 = 1,200); 1,500 is the first; 1,500 + 2,400 = 3,900 is too close, 4,000 is not.
    expect(chooseSpots(spots, [], phone, 2)).toEqual([1, 6])
    expect(chooseSpots(spots, [], phone, 1)).toEqual([1])
    expect(chooseSpots(spots, [], phone, 0)).toEqual([])
    expect(chooseSpots(spots, [], phone, 10)).toEqual([1, 6, 11, 16])
  })

  it('keeps away from the widgets already in the page', () => {
    // A widget at 2,500 px: nothing above it fits, the first spot below is at 2,500 + 2,400 or lower (5,000).
    expect(chooseSpots(spots, [2500], phone, 2)).toEqual([8, 13])
  })

  it('skips the paragraphs that do not fit', () => {
    const mixed = spots.map((spot, i) => (i === 1 ? { ...spot, height: MIN_PARAGRAPH_PX } : spot))
    expect(chooseSpots(mixed, [], phone, 1)).toEqual([2])
  })
})

describe('autoOffsets', () => {
  it('gives each widget the activities shown above it on the page', () => {
    expect(autoOffsets([{ top: 100, items: 3 }])).toEqual([0])
    expect(
      autoOffsets([
        { top: 5000, items: 3 },
        { top: 100, items: 2 },
        { top: 9000, items: 3 },
      ]),
    ).toEqual([2, 0, 5])
    expect(autoOffsets([])).toEqual([])
  })
})
