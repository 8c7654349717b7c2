/** Writes the editors' pages, the video gallery and the site settings global. */
import type { Payload } from 'payload'
import { pages } from './content/pages'
import { videos } from './content/videos'
import type { ImageKey } from './images/catalogue'
import { fromMarkup } from './lexical'
import { type MediaIds, SEED_CONTEXT } from './seed-media'
import { demoSiteSettings } from './site-settings'

export async function seedPages(payload: Payload, media: MediaIds) {
  for (const page of pages) {
    await payload.create({
      collection: 'pages',
      data: {
        title: page.title,
        slug: page.slug,
        excerpt: page.excerpt,
        content: fromMarkup(page.body, (key) => media[key as ImageKey]),
        _status: 'published',
      },
      context: SEED_CONTEXT,
      depth: 0,
    })
  }
  return pages.length
}

export async function seedVideos(payload: Payload) {
  for (const video of videos) {
    await payload.create({ collection: 'videos', data: video, context: SEED_CONTEXT, depth: 0 })
  }
  return videos.length
}

export async function seedSiteSettings(payload: Payload, year: number) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: demoSiteSettings(year),
    context: SEED_CONTEXT,
    depth: 0,
  })
}
