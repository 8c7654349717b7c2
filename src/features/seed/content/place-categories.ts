/**
 * Map categories and their sub-categories. Each has its own marker colour and pictogram, drawn into its
 * pin icon at seed time (images/pictograms.ts).
 */
import type { PictogramName } from '../images/pictograms'

export type PlaceCategorySeed = {
  slug: string
  title: string
  color: string
  glyph: PictogramName
  subcategories: Array<{ slug: string; title: string; color: string; glyph: PictogramName }>
}

export const placeCategories: PlaceCategorySeed[] = [
  {
    slug: 'plages-et-nature',
    title: 'Plages et nature',
    color: '#2a9d8f',
    glyph: 'waves',
    subcategories: [
      { slug: 'plages', title: 'Plages', color: '#1f7a70', glyph: 'parasol' },
      { slug: 'dunes-et-reserves', title: 'Dunes et réserves', color: '#52b788', glyph: 'dune' },
      { slug: 'points-de-vue', title: 'Points de vue', color: '#0f5257', glyph: 'binoculars' },
    ],
  },
  {
    slug: 'restaurants-et-estaminets',
    title: 'Restaurants et estaminets',
    color: '#e76f51',
    glyph: 'cutlery',
    subcategories: [
      { slug: 'estaminets', title: 'Estaminets', color: '#9c3d24', glyph: 'beer' },
      { slug: 'friteries', title: 'Friteries', color: '#f08a4b', glyph: 'fries' },
      { slug: 'restaurants-de-la-mer', title: 'Restaurants de la mer', color: '#c44536', glyph: 'fish' },
      { slug: 'cafes-et-salons-de-the', title: 'Cafés et salons de thé', color: '#b5651d', glyph: 'cup' },
    ],
  },
  {
    slug: 'hebergements',
    title: 'Hébergements',
    color: '#264653',
    glyph: 'bed',
    subcategories: [
      { slug: 'hotels', title: 'Hôtels', color: '#1b3a4b', glyph: 'hotel' },
      { slug: 'campings', title: 'Campings', color: '#3d6b5e', glyph: 'tent' },
      {
        slug: 'gites-et-chambres-d-hotes',
        title: 'Gîtes et chambres d’hôtes',
        color: '#4a5d7e',
        glyph: 'house',
      },
    ],
  },
  {
    slug: 'culture-et-patrimoine',
    title: 'Culture et patrimoine',
    color: '#8e44ad',
    glyph: 'temple',
    subcategories: [
      { slug: 'monuments-et-memoire', title: 'Monuments et mémoire', color: '#6c3483', glyph: 'obelisk' },
      { slug: 'musees-et-expositions', title: 'Musées et expositions', color: '#a569bd', glyph: 'painting' },
      { slug: 'lieux-de-spectacle', title: 'Lieux de spectacle', color: '#7d3c98', glyph: 'mask' },
    ],
  },
  {
    slug: 'sports-et-loisirs',
    title: 'Sports et loisirs',
    color: '#d9822b',
    glyph: 'sailboat',
    subcategories: [
      {
        slug: 'glisse-et-char-a-voile',
        title: 'Glisse et char à voile',
        color: '#b8621b',
        glyph: 'sandYacht',
      },
      { slug: 'velo', title: 'Vélo', color: '#e09f3e', glyph: 'bicycle' },
      { slug: 'jeux-et-loisirs', title: 'Jeux et loisirs', color: '#c96f2d', glyph: 'kite' },
    ],
  },
  {
    slug: 'commerces-et-marches',
    title: 'Commerces et marchés',
    color: '#b08900',
    glyph: 'basket',
    subcategories: [
      { slug: 'marches', title: 'Marchés', color: '#8a6d00', glyph: 'stall' },
      { slug: 'produits-locaux', title: 'Produits locaux', color: '#a67c52', glyph: 'jar' },
      { slug: 'boutiques', title: 'Boutiques', color: '#997a3d', glyph: 'bag' },
    ],
  },
  {
    slug: 'services-pratiques',
    title: 'Services pratiques',
    color: '#457b9d',
    glyph: 'signpost',
    subcategories: [
      { slug: 'information', title: 'Information', color: '#2f5d7c', glyph: 'info' },
      { slug: 'sante', title: 'Santé et secours', color: '#c0392b', glyph: 'cross' },
      { slug: 'parkings', title: 'Parkings', color: '#5d7b93', glyph: 'parking' },
      { slug: 'transports', title: 'Transports', color: '#3b6e8f', glyph: 'bus' },
    ],
  },
]
