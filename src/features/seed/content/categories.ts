/** Article categories of the demo. A category with `parent` is a sub-category; menus list them by menuOrder. */
export type CategorySeed = {
  slug: string
  title: string
  description: string
  parent?: string
  menuOrder: number
}

export const articleCategories: CategorySeed[] = [
  {
    slug: 'decouvrir',
    title: 'Découvrir',
    menuOrder: 1,
    description:
      'Tout ce qui fait le charme de Bray-Dunes et de la côte flamande : plages, dunes, patrimoine et promenades.',
  },
  {
    slug: 'plages-et-dunes',
    title: 'Plages et dunes',
    parent: 'decouvrir',
    menuOrder: 2,
    description:
      'La grande plage, la digue et les massifs dunaires protégés, de la Dune Marchand à la Dune du Perroquet.',
  },
  {
    slug: 'patrimoine-et-histoire',
    title: 'Patrimoine et histoire',
    parent: 'decouvrir',
    menuOrder: 3,
    description:
      'Villas balnéaires, souvenirs de 1940 et histoire d’une station née au bord de la frontière.',
  },
  {
    slug: 'balades-et-randonnees',
    title: 'Balades et randonnées',
    parent: 'decouvrir',
    menuOrder: 4,
    description: 'Itinéraires à pied et à vélo entre mer, dunes et polders, jusqu’en Belgique.',
  },
  {
    slug: 'gastronomie',
    title: 'Gastronomie',
    menuOrder: 5,
    description: 'La cuisine flamande et les saveurs de la mer du Nord.',
  },
  {
    slug: 'estaminets-et-tables',
    title: 'Estaminets et tables',
    parent: 'gastronomie',
    menuOrder: 6,
    description: 'Estaminets, friteries et restaurants de la mer : nos adresses et nos conseils.',
  },
  {
    slug: 'produits-du-terroir',
    title: 'Produits du terroir',
    parent: 'gastronomie',
    menuOrder: 7,
    description: 'Bières, fromages, crevettes grises et spécialités à rapporter.',
  },
  {
    slug: 'sports-et-loisirs',
    title: 'Sports et loisirs',
    menuOrder: 8,
    description: 'Glisse, vélo, marche nordique et sorties en plein air toute l’année.',
  },
  {
    slug: 'char-a-voile-et-glisse',
    title: 'Char à voile et glisse',
    parent: 'sports-et-loisirs',
    menuOrder: 9,
    description:
      'Char à voile, kitesurf, paddle : la grande plage est un terrain de jeu pour les sports de vent.',
  },
  {
    slug: 'en-famille',
    title: 'En famille',
    parent: 'sports-et-loisirs',
    menuOrder: 10,
    description: 'Idées de sorties et d’activités avec les enfants, par beau temps comme par temps de pluie.',
  },
  {
    slug: 'culture-et-traditions',
    title: 'Culture et traditions',
    menuOrder: 11,
    description: 'Fêtes populaires, géants, musique et expositions de la Flandre maritime.',
  },
  {
    slug: 'carnaval',
    title: 'Carnaval',
    parent: 'culture-et-traditions',
    menuOrder: 12,
    description: 'Bandes, bals et chahuts : le carnaval de Dunkerque et des communes voisines.',
  },
  {
    slug: 'pratique',
    title: 'Pratique',
    menuOrder: 13,
    description:
      'Venir, se garer, se baigner en sécurité, trouver un médecin : l’essentiel pour votre séjour.',
  },
  {
    slug: 'actualites',
    title: 'Actualités',
    menuOrder: 14,
    description: 'Les nouvelles de la station et de l’association.',
  },
]

export const authors = [
  'Camille Martin',
  'Julien Vandewalle',
  'Sophie Deconinck',
  'Marc Verhaeghe',
  'Élise Beun',
  'Thomas Lemaire',
]
