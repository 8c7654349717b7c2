/**
 * The video gallery. The YouTube ids have the right format (11 characters) but are made up by a seeded
 * generator: the demo never reaches YouTube, and the gallery's facade only needs well-formed ids.
 */
import type { ImageKey } from '../images/catalogue'
import { createRandom } from '../random'

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function fakeYoutubeId(seed: string): string {
  const random = createRandom(`youtube:${seed}`)
  return Array.from({ length: 11 }, () => random.pick([...ID_CHARS])).join('')
}

type VideoSeed = {
  title: string
  playlist: 'principale' | 'evenements'
  description: string
  /** The demo picture used as its thumbnail (the demo never asks YouTube for one). */
  picture: ImageKey
}

const list: VideoSeed[] = [
  {
    title: 'Bray-Dunes vue du ciel',
    playlist: 'principale',
    picture: 'digue-midi',
    description: 'Survol de la digue, de la plage et des dunes par un matin d’été.',
  },
  {
    title: 'La Dune du Perroquet au fil des saisons',
    playlist: 'principale',
    picture: 'dunes-matin',
    description: 'Un an de tournage dans la dune fossile, du printemps fleuri aux tempêtes d’hiver.',
  },
  {
    title: 'Premiers pas en char à voile',
    playlist: 'principale',
    picture: 'char-a-voile-midi',
    description: 'Une initiation filmée de l’intérieur, conseils du moniteur compris.',
  },
  {
    title: 'La recette des moules à la bière',
    playlist: 'principale',
    picture: 'estaminet-midi',
    description: 'Le chef d’un estaminet du centre dévoile sa recette.',
  },
  {
    title: 'Balade à vélo jusqu’à La Panne',
    playlist: 'principale',
    picture: 'velo-matin',
    description: 'La piste cyclable de la côte, de la digue de Bray-Dunes à l’esplanade belge.',
  },
  {
    title: 'Les épaves de l’opération Dynamo à marée basse',
    playlist: 'principale',
    picture: 'phare-couchant',
    description: 'Les vestiges de 1940 qui émergent du sable lors des grandes marées.',
  },
  {
    title: 'Coucher de soleil sur la mer du Nord',
    playlist: 'principale',
    picture: 'marche-matin',
    description: 'Dix minutes de lumière dorée, sans commentaire.',
  },
  {
    title: 'Les oiseaux de la Dune Marchand',
    playlist: 'principale',
    picture: 'moulin-prairie',
    description: 'Gravelots, fauvettes et goélands observés avec un ornithologue.',
  },
  {
    title: 'La bande de Bray-Dunes',
    playlist: 'evenements',
    picture: 'plage-couchant',
    description: 'Le carnaval de la commune, du départ de la mairie au rigodon final.',
  },
  {
    title: 'Fête de la mer : la bénédiction',
    playlist: 'evenements',
    picture: 'carnaval-midi',
    description: 'La procession vers la plage et les chants de marins.',
  },
  {
    title: 'Championnat de char à voile',
    playlist: 'evenements',
    picture: 'plage-matin',
    description: 'Les meilleures courses du championnat régional sur la grande plage.',
  },
  {
    title: 'Le village de Noël de la digue',
    playlist: 'evenements',
    picture: 'char-a-voile-hiver',
    description: 'Chalets, lumières et vin chaud sur la promenade.',
  },
  {
    title: 'Festival des cerfs-volants',
    playlist: 'evenements',
    picture: 'marche-hiver',
    description: 'Cerfs-volants géants et ballets acrobatiques au-dessus de la plage.',
  },
  {
    title: 'Le grand nettoyage de plage',
    playlist: 'evenements',
    picture: 'velo-prairie',
    description: 'Trois cents bénévoles mobilisés pour une plage propre.',
  },
]

export const videos = list.map((video) => ({ ...video, youtubeId: fakeYoutubeId(video.title) }))

/** The two playlists, in the order of the list above; the first is the one /videos shows. */
export const playlists = [
  { key: 'principale', title: 'Découvrir Bray-Dunes', main: true, pageSize: 6 },
  { key: 'evenements', title: 'Les événements en images', main: false, pageSize: 3 },
] as const
