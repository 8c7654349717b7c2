/** Writes the map categories (each with its pin icon), their sub-categories and the places. */
import type { Payload } from 'payload'
import { placeCategories } from './content/place-categories'
import { places } from './content/places'
import { SEED_CONTEXT, uploadPin } from './seed-media'

type CategoryIds = Record<string, { id: number; parent: number | null }>

export async function seedMap(payload: Payload) {
  const ids: CategoryIds = {}
  let order = 0
  const create = async (slug: string, title: string, color: string, icon: number, parent: number | null) => {
    const doc = await payload.create({
      collection: 'place-categories',
      data: { title, slug, color, icon, parent, menuOrder: ++order },
      context: SEED_CONTEXT,
      depth: 0,
    })
    ids[slug] = { id: doc.id, parent }
    return doc.id
  }
  for (const category of placeCategories) {
    const icon = await uploadPin(payload, category.slug, category.title, category.color, category.glyph)
    const parentId = await create(category.slug, category.title, category.color, icon, null)
    for (const sub of category.subcategories) {
      const subIcon = await uploadPin(payload, sub.slug, sub.title, sub.color, sub.glyph)
      await create(sub.slug, sub.title, sub.color, subIcon, parentId)
    }
  }
  for (const place of places) {
    const sub = ids[place.sub]
    if (!sub?.parent) throw new Error(`Sous-catégorie inconnue pour « ${place.title} » : ${place.sub}`)
    await payload.create({
      collection: 'places',
      data: {
        title: place.title,
        latitude: place.lat,
        longitude: place.lon,
        category: sub.parent,
        subcategory: sub.id,
        description: place.description,
        address: place.address ?? null,
        number: place.number ?? null,
      },
      context: SEED_CONTEXT,
      depth: 0,
    })
  }
  return { categories: Object.keys(ids).length, places: places.length }
}
