/** Writes the editors' pages, the video gallery and the site settings global. */
import type { Payload } from 'payload'
import { pages } from './content/pages'
import { playlists, videos } from './content/videos'
import type { ImageKey } from './images/catalogue'
import { fromMarkup } from './lexical'
import { type MediaIds, SEED_CONTEXT } from './seed-media'
import { demoSiteSettings } from './site-settings'

/** The editors' pages; a gallery block names its playlist by slug in the markup, stored as its id. */
export async function seedPages(payload: Payload, media: MediaIds, playlists: Map<string, number>) {
  const blockField = (type: string, name: string, value: unknown) => {
    if (type !== 'videoGallery' || name !== 'playlist') return value
    const id = playlists.get(String(value))
    if (id === undefined) throw new Error(`Playlist inconnue dans un bloc : ${String(value)}`)
    return id
  }
  for (const page of pages) {
    await payload.create({
      collection: 'pages',
      data: {
        title: page.title,
        slug: page.slug,
        excerpt: page.excerpt,
        content: fromMarkup(page.body, (key) => media[key as ImageKey], undefined, blockField),
        _status: 'published',
      },
      context: SEED_CONTEXT,
      depth: 0,
    })
  }
  return pages.length
}

/** The videos, each with a demo picture as its thumbnail, and the playlists that order them. */
export async function seedVideos(payload: Payload, media: MediaIds) {
  const ids = new Map<string, number[]>()
  for (const { playlist, picture, ...video } of videos) {
    const created = await payload.create({
      collection: 'videos',
      data: { ...video, thumbnail: media[picture] },
      context: SEED_CONTEXT,
      depth: 0,
    })
    ids.set(playlist, [...(ids.get(playlist) ?? []), created.id])
  }
  const playlistIds = new Map<string, number>()
  for (const { key, ...playlist } of playlists) {
    const created = await payload.create({
      collection: 'playlists',
      data: { ...playlist, slug: key, videos: ids.get(key) ?? [] },
      context: SEED_CONTEXT,
      depth: 0,
    })
    playlistIds.set(key, created.id)
  }
  return { videos: videos.length, playlists: playlistIds }
}

export async function seedSiteSettings(payload: Payload, year: number) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: demoSiteSettings(year),
    context: SEED_CONTEXT,
    depth: 0,
  })
}

/** The header search's « Essayez » keywords: what a first-time visitor of the coast looks for. */
export const DEMO_TRY_THIS = ['plage', 'marché', 'char à voile']

export async function seedSearchBar(payload: Payload) {
  await payload.updateGlobal({
    slug: 'search-bar',
    data: { tryThis: DEMO_TRY_THIS.map((keyword) => ({ keyword })) },
    context: SEED_CONTEXT,
    depth: 0,
  })
}
