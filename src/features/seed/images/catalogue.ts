/**
 * The 24 pictures of the demo: each is drawn once at seed time from SVG (nothing is downloaded) and reused
 * as cover of several articles and events. The alt text describes what the picture shows.
 */
import type { PaletteName } from './palettes'
import type { SceneName } from './scenes'

export type ImageSpec = { key: string; scene: SceneName; palette: PaletteName; alt: string; caption?: string }

export const images = [
  {
    key: 'plage-matin',
    scene: 'plage',
    palette: 'matin',
    alt: 'Plage de sable au petit matin, voiliers au large et parasols plantés près de l’eau',
  },
  {
    key: 'plage-midi',
    scene: 'plage',
    palette: 'midi',
    alt: 'Grande plage sous un ciel bleu d’été, parasols colorés et voiliers sur une mer calme',
  },
  {
    key: 'plage-couchant',
    scene: 'plage',
    palette: 'couchant',
    alt: 'Coucher de soleil orangé sur la mer du Nord, silhouettes de voiliers et de parasols',
  },
  {
    key: 'dunes-matin',
    scene: 'dunes',
    palette: 'matin',
    alt: 'Dunes ondulées couvertes d’oyats sous un ciel clair du matin',
  },
  {
    key: 'dunes-hiver',
    scene: 'dunes',
    palette: 'hiver',
    alt: 'Dunes grises et touffes d’oyats sous un ciel d’hiver pâle',
  },
  {
    key: 'dunes-couchant',
    scene: 'dunes',
    palette: 'couchant',
    alt: 'Crêtes de dunes dorées par le soleil couchant, herbes hautes au premier plan',
  },
  {
    key: 'phare-couchant',
    scene: 'phare',
    palette: 'couchant',
    alt: 'Phare blanc et bleu au bout d’une jetée, faisceau lumineux dans le ciel du soir',
  },
  {
    key: 'phare-nuit',
    scene: 'phare',
    palette: 'nuit',
    alt: 'Phare éclairant la mer de nuit sous la lune, un voilier passe au loin',
  },
  {
    key: 'marche-matin',
    scene: 'marche',
    palette: 'matin',
    alt: 'Étals de marché aux auvents rayés devant des maisons flamandes à pignons',
  },
  {
    key: 'marche-midi',
    scene: 'marche',
    palette: 'midi',
    alt: 'Marché en plein air avec fanions, paniers de fruits et façades à redents',
  },
  {
    key: 'marche-hiver',
    scene: 'marche',
    palette: 'hiver',
    alt: 'Marché d’hiver aux auvents rouges et blancs sur une place pavée',
  },
  {
    key: 'char-a-voile-midi',
    scene: 'char-a-voile',
    palette: 'midi',
    alt: 'Chars à voile filant sur la plage à marée basse, voiles colorées au vent',
  },
  {
    key: 'char-a-voile-hiver',
    scene: 'char-a-voile',
    palette: 'hiver',
    alt: 'Chars à voile sur le sable mouillé par un jour d’hiver venteux',
  },
  {
    key: 'digue-midi',
    scene: 'digue',
    palette: 'midi',
    alt: 'Villas balnéaires à pignons le long de la digue, cabines de plage rayées sur le sable',
  },
  {
    key: 'digue-matin',
    scene: 'digue',
    palette: 'matin',
    alt: 'Digue-promenade au matin, façades colorées et rangée de cabines de plage',
  },
  {
    key: 'digue-couchant',
    scene: 'digue',
    palette: 'couchant',
    alt: 'Façades de la digue et cabines de plage dans la lumière chaude du soir',
  },
  {
    key: 'moulin-prairie',
    scene: 'moulin',
    palette: 'prairie',
    alt: 'Moulin flamand au milieu des champs verts, canal au premier plan',
  },
  {
    key: 'moulin-couchant',
    scene: 'moulin',
    palette: 'couchant',
    alt: 'Silhouette d’un moulin à vent flamand au coucher du soleil',
  },
  {
    key: 'carnaval-midi',
    scene: 'carnaval',
    palette: 'midi',
    alt: 'Beffroi, confettis et parapluies colorés d’une bande de carnaval',
  },
  {
    key: 'carnaval-nuit',
    scene: 'carnaval',
    palette: 'nuit',
    alt: 'Carnaval de nuit : pluie de confettis et parapluies devant le beffroi',
  },
  {
    key: 'estaminet-midi',
    scene: 'estaminet',
    palette: 'midi',
    alt: 'Cocotte de moules et cornet de frites sur une table en bois d’estaminet',
  },
  {
    key: 'estaminet-nuit',
    scene: 'estaminet',
    palette: 'nuit',
    alt: 'Salle d’estaminet le soir, marmite de moules fumante sur le comptoir',
  },
  {
    key: 'velo-matin',
    scene: 'velo',
    palette: 'matin',
    alt: 'Cyclistes sur une piste cyclable qui serpente entre les dunes',
  },
  {
    key: 'velo-prairie',
    scene: 'velo',
    palette: 'prairie',
    alt: 'Balade à vélo en famille sur un chemin à travers la campagne et les dunes',
  },
] as const satisfies readonly ImageSpec[]

export type ImageKey = (typeof images)[number]['key']
