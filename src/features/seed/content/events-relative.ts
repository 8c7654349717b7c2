/**
 * Events placed relative to the seed day (some days ago, today, next week...), so the agenda always shows
 * something happening today and this week, and keeps a few past events for the archives.
 */
import type { EventTemplate } from './event-types'
import { venues } from './event-types'

export const relativeEvents: EventTemplate[] = [
  // Past weeks.
  {
    name: 'Conférence « Les épaves de Dynamo »', categories: ['expositions'], when: { offset: -84 }, image: 'plage-couchant',
    hour: '18h30', price: 'Gratuit', ...venues.mediatheque,
    description: 'Un historien présente les épaves de 1940 visibles à marée basse entre Zuydcoote et Bray-Dunes, photographies et cartes à l’appui.',
  },
  {
    name: 'Trail des dunes', categories: ['sport'], when: { offset: -70 }, image: 'dunes-couchant',
    hour: '9h', price: '15 € / 10 € licencié', ...venues.camping, site: 'https://trail-des-dunes.example/inscriptions',
    description: 'Deux parcours de 12 et 24 km entre plage, dunes et polders. Ravitaillement à mi-parcours.',
  },
  {
    name: 'Soirée contes au coin du feu', categories: ['enfants', 'spectacles'], when: { offset: -56 }, image: 'estaminet-nuit',
    hour: '18h', price: '4 €', ...venues.mediatheque,
    description: 'Légendes de la mer du Nord et histoires de géants racontées par la compagnie du Vent du large. À partir de 5 ans.',
  },
  {
    name: 'Exposition « Cabines et parasols »', categories: ['expositions'], when: { offset: -50, days: 40 }, image: 'digue-matin',
    hour: '10h - 12h et 14h - 18h', price: 'Gratuit', ...venues.mairie,
    description: 'Un siècle de vacances à Bray-Dunes en cartes postales, affiches et maillots de bain d’époque.',
  },
  {
    name: 'Plantation d’oyats', categories: ['nature'], when: { offset: -35 }, image: 'dunes-hiver',
    hour: '9h30 - 12h', price: 'Gratuit', ...venues.perroquet,
    description: 'Chantier bénévole pour refermer une brèche de la dune. Outils fournis, bottes conseillées.',
  },
  {
    name: 'Concert de l’harmonie municipale', categories: ['concerts'], when: { offset: -21 }, image: 'digue-couchant',
    hour: '16h', ...venues.eglise,
    description: 'Le concert de saison de l’harmonie, avec un programme de musiques de films et de marches.',
  },
  {
    name: 'Loto de l’association des parents d’élèves', categories: ['enfants'], when: { offset: -9 }, image: 'marche-hiver',
    hour: '14h', price: '2 € le carton', ...venues.salle,
    description: 'Nombreux lots à gagner, buvette et pâtisseries maison au profit des sorties scolaires.',
  },
  // Now and this week: the agenda opens on these.
  {
    name: 'Exposition « Lumières du Nord »', categories: ['expositions'], when: { offset: -12, days: 30 }, image: 'moulin-couchant',
    hour: '14h - 18h', price: 'Gratuit', ...venues.mediatheque, site: 'www.lumieres-du-nord.example',
    description: 'Un collectif de photographes de la côte expose ses plus beaux ciels, du lever de soleil sur la plage aux orages sur les polders.',
  },
  {
    name: 'Marché de la digue', categories: ['marches'], when: { offset: 0 }, image: 'marche-midi',
    hour: '8h - 13h', price: 'Gratuit', ...venues.digue,
    description: 'Fruits, légumes, poissons et fleurs au pied des villas de la digue.',
  },
  {
    name: 'Atelier cerf-volant', categories: ['enfants'], when: { offset: 1 }, image: 'plage-midi',
    hour: '14h30', price: '8 €', ...venues.plage,
    description: 'Les enfants fabriquent leur cerf-volant puis le font voler sur la plage. Matériel fourni, à partir de 6 ans.',
  },
  {
    name: 'Rencontre avec un garde du littoral', categories: ['nature'], when: { offset: 2 }, image: 'dunes-matin',
    ...venues.marchand,
    description: 'Une heure d’échange sur la gestion de la réserve et ses espèces protégées, à l’entrée du sentier.',
  },
  {
    name: 'Initiation au char à voile', categories: ['sport', 'enfants'], when: { offset: 3, days: 3 }, image: 'char-a-voile-midi',
    hour: '10h - 12h', price: '25 €', ...venues.plage, site: 'https://club-char-a-voile.example/initiation',
    description: 'Trois matinées pour apprendre à piloter un char à voile, de 8 à 99 ans. Horaires adaptés à la marée.',
  },
  {
    name: 'Soirée théâtre : « Week-end à Zuydcoote »', categories: ['spectacles'], when: { offset: 5 }, image: 'phare-nuit',
    hour: '20h30', price: '12 € / 8 € réduit', ...venues.salle,
    description: 'Adaptation théâtrale du roman de Robert Merle par une troupe amateur de la région.',
  },
  {
    name: 'Concert de chants de marins', categories: ['concerts'], when: { offset: 6 }, image: 'phare-couchant',
    hour: '20h', price: '10 €', ...venues.eglise, site: 'www.chants-de-marins.example',
    description: 'Le chœur d’hommes des Gars de la côte reprend les grands airs de la marine à voile et des pêcheurs d’Islande.',
  },
  {
    name: 'Tournoi de beach-volley', categories: ['sport'], when: { offset: 8 }, image: 'plage-midi',
    hour: '10h', price: '20 € par équipe', ...venues.plage,
    description: 'Tournoi en 2 contre 2, ouvert à tous les niveaux. Inscriptions sur place jusqu’à 9 h 30.',
  },
  // Status changes.
  {
    name: 'Régate des vieux gréements', categories: ['sport', 'fetes-et-traditions'], when: { offset: 11 }, image: 'phare-couchant',
    hour: '11h', price: 'Gratuit', place: 'Au large de La Panne', status: 'cancelled',
    description: 'ANNULÉ : en raison des prévisions de vent fort, la régate n’aura pas lieu cette année.',
  },
  {
    name: 'Concert « Jazz sur la plage »', categories: ['concerts'], when: { offset: 17 }, image: 'plage-couchant',
    hour: '19h', price: '15 €', ...venues.plage, status: 'postponed', site: 'https://jazz-plage.example',
    description: 'REPORTÉ : le concert est reporté à une date ultérieure. Les billets restent valables.',
  },
  // Coming months.
  {
    name: 'Randonnée transfrontalière', categories: ['nature', 'sport'], when: { offset: 13 }, image: 'velo-prairie',
    hour: '9h', price: 'Gratuit', ...venues.perroquet,
    description: 'De la Dune du Perroquet à la réserve du Westhoek, 14 km avec un guide français et un guide belge.',
  },
  {
    name: 'Bourse aux vélos', categories: ['marches', 'sport'], when: { offset: 20 }, image: 'velo-matin',
    hour: '9h - 16h', ...venues.mairie,
    description: 'Dépôt des vélos à vendre le matin, vente l’après-midi. Atelier de réparation gratuit.',
  },
  {
    name: 'Spectacle de marionnettes', categories: ['enfants', 'spectacles'], when: { offset: 26 }, image: 'carnaval-midi',
    hour: '15h', price: '5 €', ...venues.salle,
    description: 'Les aventures de Jan Klaassen, marionnette flamande, pour les enfants dès 3 ans.',
  },
  {
    name: 'Marché aux puces du camping', categories: ['marches'], when: { offset: 40 }, image: 'marche-matin',
    hour: '8h - 14h', ...venues.camping,
    description: 'Vide-grenier des campeurs et des habitants, dans les allées du camping.',
  },
  {
    name: 'Cinéma en plein air', categories: ['spectacles', 'enfants'], when: { offset: 55 }, image: 'digue-couchant',
    hour: '21h30', price: 'Gratuit', ...venues.plage,
    description: 'Projection d’un film familial sur grand écran, sur le sable. Apportez transats et couvertures.',
  },
  {
    name: 'Les 10 km de la plage', categories: ['sport'], when: { offset: 75 }, image: 'plage-matin',
    hour: '10h', price: '10 €', place: 'Plage de Bray-Dunes', site: 'www.course-braydunes.example',
    description: 'Course à pied de 10 km sur le sable dur, entre Bray-Dunes et la frontière belge, aller et retour.',
  },
  {
    name: 'Exposition « Les géants de Flandre »', categories: ['expositions', 'fetes-et-traditions'], when: { offset: 95, days: 25 }, image: 'carnaval-midi',
    hour: '10h - 18h', price: '3 €', ...venues.salle,
    description: 'Une dizaine de géants de la région réunis le temps d’une exposition, avec leur histoire et leurs porteurs.',
  },
  {
    name: 'Stage de photographie de paysage', categories: ['expositions', 'nature'], when: { offset: 130, days: 2 }, image: 'dunes-couchant',
    hour: '9h - 17h', price: '90 €', ...venues.mediatheque,
    description: 'Deux jours pour apprendre à photographier la mer, les dunes et la lumière changeante de la côte.',
  },
  {
    name: 'Tournoi de pétanque de la digue', categories: ['sport'], when: { offset: 160 }, image: 'digue-midi',
    hour: '14h', price: '5 € par doublette', ...venues.digue,
    description: 'Concours en doublettes ouvert à tous, sur le boulodrome de la digue.',
  },
  {
    name: 'Braderie d’automne de Ghyvelde', categories: ['marches'], when: { offset: 200 }, image: 'marche-midi',
    hour: '8h - 17h', ...venues.ghyvelde,
    description: 'La braderie du village, avec ses producteurs, ses brocanteurs et son concours de tartes.',
  },
  {
    name: 'Salon du livre de la mer', categories: ['expositions'], when: { offset: 250, days: 2 }, image: 'phare-couchant',
    hour: '10h - 18h', price: 'Gratuit', ...venues.salle,
    description: 'Auteurs de romans maritimes, de livres de voyage et de bandes dessinées en dédicace.',
  },
  {
    name: 'Spectacle équestre sur la plage', categories: ['spectacles'], when: { offset: 300 }, image: 'plage-couchant',
    hour: '18h', price: '8 €', ...venues.panne,
    description: 'Chevaux de trait et cavaliers en costume sur la plage de La Panne, au coucher du soleil.',
  },
  {
    name: 'Concert du nouvel orchestre de la côte', categories: ['concerts'], when: { offset: 340 }, image: 'digue-couchant',
    hour: '20h30', price: '18 € / 12 € réduit', ...venues.eglise,
    description: 'Premier concert d’un jeune orchestre de chambre réunissant musiciens français et belges.',
  },
  // A draft: prepared by an editor, not yet published; it must never appear in the agenda.
  {
    name: 'Brouillon : festival surprise de la digue', categories: ['concerts'], when: { offset: 30 }, image: 'digue-midi',
    hour: '20h', price: 'Gratuit', ...venues.digue, draft: true,
    description: 'Événement en préparation, non publié.',
  },
]
