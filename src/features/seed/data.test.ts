import { describe, expect, it } from 'vitest'
import { isLinkTarget } from '@/lib/link-fields'
import { headingsOf, type RichTextContent } from '@/features/richtext/headings'
import { YOUTUBE_ID } from '@/features/videos/youtube'
import { slugify } from '@/lib/slug'
import {
  PICTURE_SPACING,
  draftArticles,
  longArticles,
  publicationDates,
  publicationOrder,
  publishedArticles,
} from './content/articles'
import { articleCategories } from './content/categories'
import { infoAnchors, pages } from './content/pages'
import { placeCategories } from './content/place-categories'
import { places } from './content/places'
import { videos } from './content/videos'
import { AREA, isOnLand } from './geo'
import { images } from './images/catalogue'
import { fromMarkup } from './lexical'
import { createRandom } from './random'
import { demoSiteSettings } from './site-settings'

const imageKeys = new Set<string>(images.map((i) => i.key))
const media = (key: string) =>
  imageKeys.has(key)
    ? 1
    : (() => {
        throw new Error(`image ${key}`)
      })()
const typesIn = (body: string[]) => JSON.stringify(fromMarkup(body, media))

describe('demo articles', () => {
  const slugs = new Set([...publishedArticles, ...draftArticles].map((a) => slugify(a.title)))

  it('has 60+ published articles, 2 drafts, unique slugs and known categories and pictures', () => {
    expect(publishedArticles.length).toBeGreaterThanOrEqual(60)
    expect(draftArticles).toHaveLength(2)
    expect(slugs.size).toBe(publishedArticles.length + draftArticles.length)
    const categories = new Set(articleCategories.map((c) => c.slug))
    for (const a of [...publishedArticles, ...draftArticles]) {
      expect(
        a.categories.every((c) => categories.has(c)),
        a.title,
      ).toBe(true)
      expect(imageKeys.has(a.image), a.title).toBe(true)
      expect(a.excerpt.length, a.title).toBeLessThanOrEqual(400)
      expect(a.body.length, a.title).toBeGreaterThan(0)
    }
  })

  it('has at least 10 long articles with every kind of block', () => {
    expect(longArticles.length).toBeGreaterThanOrEqual(10)
    for (const a of longArticles) {
      const json = typesIn(a.body)
      for (const needle of [
        '"tag":"h2"',
        '"tag":"h3"',
        '"type":"list"',
        '"type":"quote"',
        '"type":"link"',
        '"type":"upload"',
      ]) {
        expect(json, `${a.title} : ${needle}`).toContain(needle)
      }
    }
  })

  it('links only to articles and pages that exist', () => {
    const pageSlugs = new Set(pages.map((p) => p.slug))
    const all = [...publishedArticles, ...pages.map((p) => ({ title: p.title, body: p.body }))]
    for (const a of all) {
      for (const [, url] of a.body.join('\n').matchAll(/\]\(([^)]+)\)/g)) {
        const article = /^\/articles\/([\w-]+)$/.exec(url!)
        if (article) expect(slugs.has(article[1]!), `${a.title} → ${url}`).toBe(true)
        const page = /^\/([\w-]+)(#[\w-]+)?$/.exec(url!)
        if (page && !['articles', 'agenda', 'carte', 'videos', 'contact'].includes(page[1]!)) {
          expect(pageSlugs.has(page[1]!), `${a.title} → ${url}`).toBe(true)
        }
      }
    }
  })

  it('has one article whose links open each kind of overlay content, on this site only', () => {
    const demos = publishedArticles.filter((a) => a.body.some((line) => line.includes('){overlay')))
    expect(demos.map((a) => a.title)).toEqual(['Un week-end à Bray-Dunes : notre itinéraire en deux jours'])
    const doc = fromMarkup(demos[0]!.body, media)
    type Walked = { type?: string; fields?: Record<string, unknown>; children?: Walked[] }
    const links: Record<string, unknown>[] = []
    const walk = (node: Walked) => {
      if (node.type === 'link' && node.fields?.overlay) links.push(node.fields)
      node.children?.forEach(walk)
    }
    walk(doc.root as unknown as Walked)
    const urls = links.map((fields) => String(fields.url))
    expect(urls.filter((url) => url.startsWith('media:'))).toHaveLength(2) // one group of two images
    for (const url of urls.filter((url) => url.startsWith('media:')))
      expect(imageKeys.has(url.slice('media:'.length)), url).toBe(true)
    const inlineIds = links.map((fields) => fields.overlayInlineId).filter(Boolean)
    expect(inlineIds).toHaveLength(1)
    // The inline block is a heading of the article: its id is made from its text (headings.ts).
    const headings = headingsOf(doc as unknown as RichTextContent).map((h) => h.id)
    expect(headings).toContain(inlineIds[0])
    expect(links.filter((fields) => fields.overlayIframe).map((fields) => fields.url)).toEqual(['/agenda'])
    expect(urls).toContain('/a-propos') // fetched and shown (remote)
    for (const url of urls) expect(url, url).toMatch(/^(media:|\/(?!\/)|#)/)
  })

  it('spreads the pictures: none twice among neighbours, nor twice in a row in a category', () => {
    const order = publicationOrder(createRandom('articles'))
    expect(new Set(order)).toEqual(new Set(publishedArticles))
    for (const [i, article] of order.entries()) {
      const before = order.slice(Math.max(0, i - PICTURE_SPACING), i).map((other) => other.image)
      expect(before, article.title).not.toContain(article.image)
    }
    for (const category of new Set(order.flatMap((article) => article.categories))) {
      const pictures = order.filter((article) => article.categories.includes(category)).map((a) => a.image)
      for (let i = 1; i < pictures.length; i++) expect(pictures[i], category).not.toBe(pictures[i - 1])
    }
  })

  it('spreads publication dates over the last 18 months', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    const dates = publicationDates(62, now, createRandom('articles'))
    const ages = dates.map((d) => (now.getTime() - d.getTime()) / 86_400_000)
    expect(Math.min(...ages)).toBeGreaterThan(0)
    expect(Math.min(...ages)).toBeLessThan(1)
    expect(Math.max(...ages)).toBeGreaterThan(500)
    expect(Math.max(...ages)).toBeLessThanOrEqual(548)
  })
})

describe('infos pratiques', () => {
  it('starts with anchor links whose targets are h2 headings of the page', () => {
    const page = pages.find((p) => p.slug === 'infos-pratiques')!
    const headings = page.body.filter((l) => l.startsWith('## ')).map((l) => slugify(l.slice(3)))
    const firstHeading = page.body.findIndex((l) => l.startsWith('## '))
    const links = page.body.slice(0, firstHeading).join(' ')
    for (const anchor of infoAnchors) {
      expect(links).toContain(`(#${anchor})`)
      expect(headings).toContain(anchor)
    }
    expect(pages.map((p) => p.slug)).toEqual(['a-propos', 'infos-pratiques', 'mentions-legales'])
  })
})

describe('map places', () => {
  it('has 6+ categories of 2 to 4 sub-categories with distinct colours', () => {
    expect(placeCategories.length).toBeGreaterThanOrEqual(6)
    const colours = placeCategories.flatMap((c) => [c.color, ...c.subcategories.map((s) => s.color)])
    expect(new Set(colours).size).toBe(colours.length)
    colours.forEach((c) => expect(c).toMatch(/^#[0-9a-f]{6}$/))
    placeCategories.forEach((c) => expect(c.subcategories.length).toBeGreaterThanOrEqual(2))
    placeCategories.forEach((c) => expect(c.subcategories.length).toBeLessThanOrEqual(4))
  })

  it('has 60+ places on land around Bray-Dunes, each in a known sub-category', () => {
    expect(places.length).toBeGreaterThanOrEqual(60)
    const subs = new Set(placeCategories.flatMap((c) => c.subcategories.map((s) => s.slug)))
    for (const p of places) {
      expect(subs.has(p.sub), p.title).toBe(true)
      expect(
        p.lat >= AREA.minLat && p.lat <= AREA.maxLat && p.lon >= AREA.minLon && p.lon <= AREA.maxLon,
        p.title,
      ).toBe(true)
      expect(isOnLand(p.lat, p.lon), `${p.title} est dans la mer`).toBe(true)
    }
    expect(places.filter((p) => p.number !== undefined).length).toBeGreaterThan(0)
  })
})

describe('videos and site settings', () => {
  it('has 12+ videos with valid YouTube ids in two playlists', () => {
    expect(videos.length).toBeGreaterThanOrEqual(12)
    videos.forEach((v) => expect(v.youtubeId).toMatch(YOUTUBE_ID))
    expect(new Set(videos.map((v) => v.youtubeId)).size).toBe(videos.length)
    expect(new Set(videos.map((v) => v.playlist)).size).toBe(2)
  })

  it('has a menu of 5-6 entries, 3+ dropdowns opening on their most general link, all valid links', () => {
    const settings = demoSiteSettings(2026)
    expect(settings.mainMenu.length).toBeGreaterThanOrEqual(5)
    expect(settings.mainMenu.length).toBeLessThanOrEqual(6)
    const dropdowns = settings.mainMenu.filter((m) => m.children.length > 0)
    expect(dropdowns.length).toBeGreaterThanOrEqual(3)
    dropdowns.forEach((m) => expect(m.children[0]!.url).toBe(m.url))
    const urls = [
      ...settings.mainMenu.flatMap((m) => [m.url, ...m.children.map((c) => c.url)]),
      ...settings.footer.columns.flatMap((c) => c.links.map((l) => l.url)),
    ]
    urls.forEach((url) => expect(isLinkTarget(url), url).toBe(true))
    expect(settings.city).toMatchObject({ latitude: 51.08, longitude: 2.58, zoom: 13 })
    expect(settings.footer.columns.length).toBeGreaterThanOrEqual(2)
  })
})
