/**
 * Map categories and their sub-categories. Each has its own marker colour and pin icon (drawn as SVG at
 * seed time); sub-categories keep their parent's glyph in a shade of their own.
 */
import type { GlyphName } from '../images/render'

export type PlaceCategorySeed = {
  slug: string
  title: string
  color: string
  glyph: GlyphName
  subcategories: Array<{ slug: string; title: string; color: string }>
}

export const placeCategories: PlaceCategorySeed[] = [
  {
    slug: 'plages-et-nature',
    title: 'Plages et nature',
    color: '#2a9d8f',
    glyph: 'wave',
    subcategories: [
      { slug: 'plages', title: 'Plages', color: '#1f7a70' },
      { slug: 'dunes-et-reserves', title: 'Dunes et réserves', color: '#52b788' },
      { slug: 'points-de-vue', title: 'Points de vue', color: '#0f5257' },
    ],
  },
  {
    slug: 'restaurants-et-estaminets',
    title: 'Restaurants et estaminets',
    color: '#e76f51',
    glyph: 'fork',
    subcategories: [
      { slug: 'estaminets', title: 'Estaminets', color: '#9c3d24' },
      { slug: 'friteries', title: 'Friteries', color: '#f08a4b' },
      { slug: 'restaurants-de-la-mer', title: 'Restaurants de la mer', color: '#c44536' },
      { slug: 'cafes-et-salons-de-the', title: 'Cafés et salons de thé', color: '#b5651d' },
    ],
  },
  {
    slug: 'hebergements',
    title: 'Hébergements',
    color: '#264653',
    glyph: 'bed',
    subcategories: [
      { slug: 'hotels', title: 'Hôtels', color: '#1b3a4b' },
      { slug: 'campings', title: 'Campings', color: '#3d6b5e' },
      { slug: 'gites-et-chambres-d-hotes', title: 'Gîtes et chambres d’hôtes', color: '#4a5d7e' },
    ],
  },
  {
    slug: 'culture-et-patrimoine',
    title: 'Culture et patrimoine',
    color: '#8e44ad',
    glyph: 'column',
    subcategories: [
      { slug: 'monuments-et-memoire', title: 'Monuments et mémoire', color: '#6c3483' },
      { slug: 'musees-et-expositions', title: 'Musées et expositions', color: '#a569bd' },
      { slug: 'lieux-de-spectacle', title: 'Lieux de spectacle', color: '#7d3c98' },
    ],
  },
  {
    slug: 'sports-et-loisirs',
    title: 'Sports et loisirs',
    color: '#d9822b',
    glyph: 'sail',
    subcategories: [
      { slug: 'glisse-et-char-a-voile', title: 'Glisse et char à voile', color: '#b8621b' },
      { slug: 'velo', title: 'Vélo', color: '#e09f3e' },
      { slug: 'jeux-et-loisirs', title: 'Jeux et loisirs', color: '#c96f2d' },
    ],
  },
  {
    slug: 'commerces-et-marches',
    title: 'Commerces et marchés',
    color: '#b08900',
    glyph: 'basket',
    subcategories: [
      { slug: 'marches', title: 'Marchés', color: '#8a6d00' },
      { slug: 'produits-locaux', title: 'Produits locaux', color: '#a67c52' },
      { slug: 'boutiques', title: 'Boutiques', color: '#997a3d' },
    ],
  },
  {
    slug: 'services-pratiques',
    title: 'Services pratiques',
    color: '#457b9d',
    glyph: 'info',
    subcategories: [
      { slug: 'information', title: 'Information', color: '#2f5d7c' },
      { slug: 'sante', title: 'Santé et secours', color: '#c0392b' },
      { slug: 'parkings', title: 'Parkings', color: '#5d7b93' },
      { slug: 'transports', title: 'Transports', color: '#3b6e8f' },
    ],
  },
]
