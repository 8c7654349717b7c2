import { describe, expect, it } from 'vitest'
import { READS, type ReadName } from '@/lib/cache/reads'

/*
 * Every cached read is tagged with the collections and globals it shows (READS), and a save expires only
 * the slug saved. So a read that shows a collection must also list every collection that collection
 * points to through a relationship or upload field, and so on: otherwise a save there (renaming a
 * category, changing an image's alt text) leaves the read stale. This test follows the fields of the
 * collection configs themselves, so a new relationship without its tag fails here.
 */

// The media config resolves its upload folder from the environment at import: a secret keeps env() from
// writing one to disk.
process.env.PAYLOAD_SECRET ??= 'cache-dependencies-test-secret-0123456789'
const [
  articles,
  agenda,
  map,
  media,
  pages,
  videos,
  site,
  contact,
  newsletter,
  newsletterSettings,
  ratings,
  comments,
  searchBar,
  searches,
] = await Promise.all([
  import('@/features/articles/collections'),
  import('@/features/agenda/collections'),
  import('@/features/map/collections'),
  import('@/features/media/collections'),
  import('@/features/pages/collections'),
  import('@/features/videos/collections'),
  import('@/features/site/globals'),
  import('@/features/contact/collections/blocks'),
  import('@/features/newsletter/collections'),
  import('@/features/newsletter/settings-global'),
  import('@/features/ratings/collection'),
  import('@/features/comments/collection'),
  import('@/features/search/bar-global'),
  import('@/features/search/searches-collection'),
])

/** The parts of a Payload field this test reads: nested fields and the collections a field points to. */
type FieldShape = {
  type: string
  fields?: FieldShape[]
  tabs?: { fields: FieldShape[] }[]
  blocks?: { fields: FieldShape[] }[]
  relationTo?: string | string[]
  collection?: string | string[]
}
type ConfigShape = { slug: string; fields: unknown[] }

/** The content collections and globals a public page may show, by slug. */
const CONFIGS: Record<string, ConfigShape> = Object.fromEntries(
  [
    articles.Articles,
    articles.Categories,
    agenda.Events,
    agenda.EventCategories,
    map.Places,
    map.PlaceCategories,
    media.Media,
    pages.Pages,
    videos.Videos,
    videos.Playlists,
    site.SiteSettings,
    // The form builder plugin makes the `forms` collection: its fields are the contact blocks.
    { slug: 'forms', fields: [{ name: 'fields', type: 'blocks', blocks: contact.CONTACT_BLOCKS }] },
    newsletter.NewsletterLists,
    newsletterSettings.NewsletterSettings,
    ratings.PostRatings,
    comments.Comments,
    searchBar.SearchBarSettings,
    searches.Searches,
  ].map((config) => [config.slug, config as ConfigShape]),
)

/** The slugs a list of fields points to through relationship, upload and join fields, at any depth. */
function pointedTo(fields: FieldShape[]): string[] {
  const targets: string[] = []
  for (const field of fields) {
    if (field.type === 'relationship' || field.type === 'upload')
      targets.push(...[field.relationTo ?? []].flat())
    if (field.type === 'join') targets.push(...[field.collection ?? []].flat())
    const nested = [
      ...(field.fields ?? []),
      ...(field.tabs ?? []).flatMap((tab) => tab.fields),
      ...(field.blocks ?? []).flatMap((block) => block.fields),
    ]
    targets.push(...pointedTo(nested))
  }
  return [...new Set(targets)]
}

/** Each slug a read lists, with what its config points to that the read does not list. */
function missingTags(name: ReadName): Record<string, string[]> {
  const listed = new Set<string>(READS[name])
  const missing: Record<string, string[]> = {}
  for (const slug of listed) {
    const config = CONFIGS[slug]
    if (!config) {
      missing[slug] = ['(configuration inconnue de ce test : ajoutez-la à CONFIGS)']
      continue
    }
    const absent = pointedTo(config.fields as FieldShape[]).filter((target) => !listed.has(target))
    if (absent.length > 0) missing[slug] = absent
  }
  return missing
}

describe('READS follows the relationships of the Payload config', () => {
  it.each(Object.keys(READS) as ReadName[])('%s lists every collection its documents point to', (name) => {
    expect(missingTags(name)).toEqual({})
  })

  it('knows the config of every collection a listed collection points to', () => {
    const pointed = Object.values(CONFIGS).flatMap((config) => pointedTo(config.fields as FieldShape[]))
    expect(pointed.filter((slug) => !CONFIGS[slug])).toEqual([])
  })
})

describe('pointedTo', () => {
  it('finds relationship, upload and join targets inside rows, groups, arrays, tabs and blocks', () => {
    const fields: FieldShape[] = [
      { type: 'text' },
      { type: 'upload', relationTo: 'media' },
      { type: 'row', fields: [{ type: 'relationship', relationTo: ['articles', 'pages'] }] },
      {
        type: 'tabs',
        tabs: [{ fields: [{ type: 'array', fields: [{ type: 'relationship', relationTo: 'events' }] }] }],
      },
      {
        type: 'blocks',
        blocks: [{ fields: [{ type: 'group', fields: [{ type: 'upload', relationTo: 'media' }] }] }],
      },
      { type: 'join', collection: 'places' },
    ]
    expect(pointedTo(fields).sort()).toEqual(['articles', 'events', 'media', 'pages', 'places'])
  })

  it('sees the article cover and categories, and the carousel article of the site settings', () => {
    expect(pointedTo(articles.Articles.fields as FieldShape[]).sort()).toEqual(['categories', 'media'])
    expect(pointedTo(site.SiteSettings.fields as FieldShape[])).toEqual(['articles'])
  })
})
