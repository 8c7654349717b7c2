import type { ImageKey } from '../images/catalogue'

/** Event categories of the agenda (the slug is the key used by the `category` filter). */
export const eventCategories = [
  { slug: 'concerts', title: 'Concerts' },
  { slug: 'expositions', title: 'Expositions' },
  { slug: 'marches', title: 'Marchés et brocantes' },
  { slug: 'sport', title: 'Sport' },
  { slug: 'fetes-et-traditions', title: 'Fêtes et traditions' },
  { slug: 'nature', title: 'Nature' },
  { slug: 'enfants', title: 'Enfants' },
  { slug: 'spectacles', title: 'Théâtre et spectacles' },
] as const

export type EventCategorySlug = (typeof eventCategories)[number]['slug']

/**
 * When an event takes place, relative to the seed day so the agenda always has past, current and future
 * events. `days` is the length in days (1, the default, makes a single-day event without end date).
 *  - offset: so many days after (or before, if negative) the seed day;
 *  - month/day: a yearly date, placed on its first occurrence inside the window (seasonal events);
 *  - monthly: repeated every month of the window, on a given day or on the nth weekday (0 = Sunday).
 */
export type When =
  | { offset: number; days?: number }
  | { month: number; day: number; days?: number }
  | { monthly: { day: number } | { weekday: number; nth: number }; days?: number }

export type EventTemplate = {
  name: string
  categories: EventCategorySlug[]
  when: When
  image: ImageKey
  description: string
  hour?: string
  price?: string
  place?: string
  coords?: readonly [number, number]
  site?: string
  status?: 'postponed' | 'cancelled'
  draft?: boolean
}

/** Venues used by several events, with their coordinates in and around Bray-Dunes. */
export const venues = {
  digue: { place: 'Digue de mer, Bray-Dunes', coords: [51.0803, 2.5158] },
  plage: { place: 'Plage centrale, devant le poste de secours', coords: [51.0814, 2.5142] },
  mairie: { place: 'Place de la Mairie, Bray-Dunes', coords: [51.0771, 2.5176] },
  salle: { place: 'Salle des fêtes, rue du Général Leclerc, Bray-Dunes', coords: [51.0762, 2.5196] },
  perroquet: { place: 'Parking de la Dune du Perroquet, Bray-Dunes', coords: [51.0846, 2.5368] },
  marchand: { place: 'Entrée de la réserve de la Dune Marchand, Zuydcoote', coords: [51.0672, 2.4988] },
  mediatheque: { place: 'Médiathèque, Bray-Dunes', coords: [51.0758, 2.5141] },
  eglise: { place: 'Église de Bray-Dunes', coords: [51.0775, 2.5158] },
  panne: { place: 'Esplanade, La Panne (Belgique)', coords: [51.0995, 2.5885] },
  ghyvelde: { place: 'Place de Ghyvelde', coords: [51.0527, 2.5262] },
  camping: { place: 'Camping des Dunes, Bray-Dunes', coords: [51.0718, 2.5296] },
} as const
