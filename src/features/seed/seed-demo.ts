import type { Payload } from 'payload'
import { seedComments } from '@/features/comments/seed'
import { seedNewsletterLists } from '@/features/newsletter/seed'
import { parisToday, yearOf } from './dates'
import { DEMO_EDITOR } from './demo-editor'
import { seedAgenda } from './seed-agenda'
import { seedArticles, seedCategories } from './seed-articles'
import { seedMap } from './seed-map'
import { SEED_CONTEXT, uploadImages } from './seed-media'
import { seedContact } from '@/features/contact/seed'
import { seedPages, seedSearchBar, seedSiteSettings, seedVideos } from './seed-pages'
import { seedSearches } from './seed-searches'

/**
 * Writes the French demo content into an empty database. The content is the same on every run; only the
 * dates move with the seed day (articles over the last 18 months, events from 3 months before to 12 after).
 */
export async function seedDemoContent(payload: Payload, now: Date = new Date()) {
  const started = Date.now()
  const lap = (what: string) =>
    payload.logger.info(`Démo : ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const today = parisToday(now)

  await payload.create({
    collection: 'users',
    data: { ...DEMO_EDITOR, role: 'admin' },
    context: SEED_CONTEXT,
  })
  await seedSiteSettings(payload, yearOf(today))
  await seedSearchBar(payload)
  const searches = await seedSearches(payload)
  lap(`${searches.size} recherche(s) en plus de celle de l’en-tête`)
  const media = await uploadImages(payload)
  lap(`${Object.keys(media).length} images`)
  const categories = await seedCategories(payload)
  const articles = await seedArticles(payload, media, categories, now, searches)
  lap(`${articles.published} articles publiés et ${articles.drafts} brouillons`)
  const agenda = await seedAgenda(payload, media, today)
  lap(`${agenda.events} événements dont ${agenda.drafts} brouillon`)
  const map = await seedMap(payload)
  lap(`${map.places} lieux dans ${map.categories} catégories`)
  const gallery = await seedVideos(payload, media)
  const pageCount = await seedPages(payload, media, gallery.playlists)
  lap(`${pageCount} pages, ${gallery.videos} vidéos et ${gallery.playlists.size} playlists`)
  await seedContact(payload)
  lap('formulaire de contact et page /contact')
  lap(`${await seedNewsletterLists(payload, SEED_CONTEXT)} listes de diffusion`)
  lap(`${await seedComments(payload, SEED_CONTEXT, now)} commentaires`)
}
