/** Small map data for the unit tests: two main categories, one with two sub-categories. */
import type { MapCategory, MapPlace } from './types'

const category = (
  id: number,
  slug: string,
  parent: number | null,
  color = '#2a9d8f',
  icon: string | null = null,
): MapCategory => ({
  id,
  slug,
  title: slug[0]!.toUpperCase() + slug.slice(1),
  parent,
  icon,
  color,
})

export const categories: MapCategory[] = [
  category(1, 'nature', null, '#2a9d8f', '/api/media/file/nature.svg'),
  category(2, 'plages', 1, '#1f7a70', '/api/media/file/plages.svg'),
  category(3, 'dunes', 1, '#52b788'),
  category(4, 'restaurants', null, '#e76f51'),
]

export const places: MapPlace[] = [
  { id: 10, lat: 51.08, lng: 2.51, category: 1, subcategory: 2, title: 'Plage centrale' },
  { id: 11, lat: 51.085, lng: 2.54, category: 1, subcategory: 3, title: 'Dune du Perroquet', number: 1 },
  { id: 12, lat: 51.07, lng: 2.5, category: 1, subcategory: 3, title: 'Dune Marchand' },
  { id: 13, lat: 51.075, lng: 2.52, category: 4, title: 'Estaminet', address: 'Rue de la Mer' },
]
