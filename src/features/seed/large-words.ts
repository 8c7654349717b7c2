/**
 * Word lists and generators for the benchmark data set: French-looking titles and sentences about the
 * coast, combined by a seeded generator so the 30,000 documents are the same on every run.
 */
import type { Random } from './random'

const activities = [
  'Balade',
  'Randonnée',
  'Escapade',
  'Découverte',
  'Promenade',
  'Sortie nature',
  'Visite guidée',
  'Week-end',
  'Journée',
  'Soirée',
  'Atelier',
  'Rencontre',
  'Dégustation',
  'Initiation',
  'Pêche à pied',
  'Balade à vélo',
  'Observation des oiseaux',
  'Chasse au trésor',
  'Pique-nique',
  'Séance photo',
]
const where = [
  'sur la digue',
  'dans la Dune du Perroquet',
  'à la Dune Marchand',
  'sur la grande plage',
  'à La Panne',
  'à Zuydcoote',
  'à Ghyvelde',
  'dans les Moëres',
  'au bord du canal',
  'le long de la frontière',
  'au cœur du village',
  'sur l’estran',
  'près du poste de secours',
  'à Adinkerke',
  'à Dunkerque',
  'dans les polders',
]
const angles = [
  '',
  ' : nos conseils',
  ' en famille',
  ' au coucher du soleil',
  ' à marée basse',
  ' par grand vent',
  ' en hiver',
  ' au printemps',
  ' cet été',
  ' à l’automne',
  ' entre amis',
  ' avec les enfants',
  ' : le guide complet',
  ' : mode d’emploi',
  ' hors saison',
  ' sous la pluie',
]

const openings = [
  'Au petit matin,',
  'Quand la marée descend,',
  'Par beau temps,',
  'Dès les premiers jours du printemps,',
  'À la tombée du jour,',
  'Chaque week-end,',
  'En toute saison,',
  'Les jours de grand vent,',
  'Après la pluie,',
  'Pendant les vacances,',
  'Hors saison,',
  'Au cœur de l’été,',
]
const who = [
  'les promeneurs',
  'les familles',
  'les habitués de la digue',
  'les pêcheurs à pied',
  'les amateurs de char à voile',
  'les cyclistes',
  'les ornithologues',
  'les visiteurs belges',
  'les enfants du club de plage',
  'les bénévoles de l’association',
  'les photographes',
  'les randonneurs',
]
const verbs = [
  'découvrent',
  'parcourent',
  'retrouvent',
  'admirent',
  'explorent',
  'traversent',
  'photographient',
  'longent',
  'redécouvrent',
]
const things = [
  'les dunes couvertes d’oyats',
  'la grande plage de sable fin',
  'les villas colorées de la digue',
  'les pannes humides',
  'les estaminets du centre',
  'les épaves visibles à marée basse',
  'le sentier du littoral',
  'les moulins des polders',
  'le marché de la place',
  'la frontière belge toute proche',
  'les cabines de plage rayées',
  'le kiosque à musique',
]
const endings = [
  'avant de rentrer se réchauffer.',
  'sous un ciel changeant.',
  'dans une lumière exceptionnelle.',
  'sans jamais se lasser du paysage.',
  'en profitant du calme de la saison.',
  'au rythme des marées.',
  'avec un guide passionné.',
  'avant une pause moules-frites bien méritée.',
  'malgré le vent du large.',
  'en écoutant le cri des goélands.',
]
const headings = [
  'Le programme',
  'Y aller',
  'Nos conseils',
  'Bon à savoir',
  'Pour aller plus loin',
  'Le mot de l’association',
]

export const articleTitle = (r: Random) => `${r.pick(activities)} ${r.pick(where)}${r.pick(angles)}`

export const sentence = (r: Random) =>
  `${r.pick(openings)} ${r.pick(who)} ${r.pick(verbs)} ${r.pick(things)} ${r.pick(endings)}`

export const paragraph = (r: Random, sentences = r.int(2, 4)) =>
  Array.from({ length: sentences }, () => sentence(r)).join(' ')

/** A short body in the seed markup: paragraphs and one h2 heading. */
export function articleBody(r: Random): string[] {
  const blocks = Array.from({ length: r.int(3, 5) }, () => paragraph(r))
  blocks.splice(r.int(1, blocks.length - 1), 0, `## ${r.pick(headings)}`)
  return blocks
}

const eventKinds = [
  'Concert',
  'Marché nocturne',
  'Brocante',
  'Exposition photo',
  'Course sur la plage',
  'Bal populaire',
  'Atelier créatif',
  'Visite guidée',
  'Projection en plein air',
  'Conférence',
  'Tournoi de pétanque',
  'Spectacle de rue',
  'Sortie nature',
  'Régate',
  'Lecture publique',
  'Fête de quartier',
]
const eventOf = [
  'de la digue',
  'du Perroquet',
  'des Dunes',
  'de printemps',
  'd’automne',
  'de la frontière',
  'des Moëres',
  'du port',
  'des familles',
  'de la Saint-Jean',
  'des pêcheurs',
  'du kiosque',
]
export const eventName = (r: Random) => `${r.pick(eventKinds)} ${r.pick(eventOf)}`

export const eventPlaces = [
  'Digue de mer, Bray-Dunes',
  'Place de la Mairie, Bray-Dunes',
  'Salle des fêtes, Bray-Dunes',
  'Plage centrale',
  'Parking du Perroquet',
  'Esplanade, La Panne',
  'Médiathèque, Bray-Dunes',
  'Place de Ghyvelde',
  'Kursaal, Dunkerque',
]
export const eventHours = ['10h', '14h30', '20h30', '10h - 18h', '9h - 12h', '21h', '15h - 19h']
export const eventPrices = ['Gratuit', '5 €', '8 €', '12 € / 8 € réduit', '3 € enfant', 'Entrée libre']

const placeNames = [
  'Le Goéland',
  'Les Mouettes',
  'Chez Marcel',
  'Le Phare',
  'Vandamme',
  'La Vague',
  'Le Perroquet',
  'Les Oyats',
  'De Zee',
  'La Marée',
  'Le Kiosque',
  'Les Dunes',
  'Saint-Georges',
  'Le Beffroi',
  'La Frontière',
]
/** A name and the sub-category it belongs to, so the title never contradicts the marker. */
export const placeTitle = (r: Random, kind: string) => `${r.pick(placeNames)} (${kind.toLowerCase()})`
const streets = [
  'rue des Dunes',
  'digue de mer',
  'avenue de la Plage',
  'rue du Général Leclerc',
  'rue des Pêcheurs',
  'route de Zuydcoote',
]
export const placeAddress = (r: Random) => `${r.int(1, 120)} ${r.pick(streets)}, 59123 Bray-Dunes`
