/** Yearly and monthly events: their dates follow the calendar (carnival in winter, sea festival in summer). */
import type { EventTemplate } from './event-types'
import { venues } from './event-types'

export const recurringEvents: EventTemplate[] = [
  {
    name: 'Marché du terroir', categories: ['marches'], when: { monthly: { weekday: 0, nth: 1 } }, image: 'marche-matin',
    hour: '8h - 13h', price: 'Gratuit', ...venues.mairie,
    description: 'Chaque premier dimanche du mois, les producteurs de la Flandre maritime s’installent sur la place : légumes des Moëres, fromages, volailles, bières artisanales et pain au levain.\n\nUn stand de l’association propose café et informations touristiques.',
  },
  {
    name: 'Sortie nature dans la Dune du Perroquet', categories: ['nature'], when: { monthly: { weekday: 6, nth: 3 } }, image: 'dunes-matin',
    hour: '9h30', price: 'Gratuit, sur inscription', ...venues.perroquet, site: 'https://nature.escale-braydunes.example/sorties',
    description: 'Un garde du littoral vous fait découvrir la dune fossile, ses pannes humides et sa flore protégée. Parcours de 4 km, chaussures de marche conseillées.\n\nGroupe limité à 20 personnes.',
  },
]

export const seasonalEvents: EventTemplate[] = [
  // Across the year boundary: the Christmas season and a winter exhibition.
  {
    name: 'Village de Noël sur la digue', categories: ['fetes-et-traditions', 'marches'], when: { month: 12, day: 6, days: 30 }, image: 'marche-hiver',
    hour: '14h - 20h', price: 'Entrée libre', ...venues.digue, site: 'www.noel-braydunes.example',
    description: 'Chalets en bois, vin chaud, coquilles et artisans : la digue se pare de lumières pour les fêtes.\n\nPassage de saint Nicolas le premier week-end, concert de chorales chaque samedi.',
  },
  {
    name: 'Patinoire de plein air', categories: ['enfants', 'sport'], when: { month: 12, day: 19, days: 17 }, image: 'digue-couchant',
    hour: '10h - 19h', price: '5 € / 3 € enfant', ...venues.mairie,
    description: 'Une patinoire synthétique s’installe sur la place pendant les vacances d’hiver. Location de patins comprise, jardin des glaces pour les tout-petits.',
  },
  {
    name: 'Exposition « Hivers de Flandre »', categories: ['expositions'], when: { month: 11, day: 22, days: 70 }, image: 'moulin-couchant',
    hour: '14h - 18h, sauf lundi', price: 'Gratuit', ...venues.mediatheque,
    description: 'Peintures, gravures et photographies montrent la Flandre sous la neige, les canaux gelés et les ciels de tempête.\n\nVisite commentée chaque premier samedi à 15 h.',
  },
  {
    name: 'Illuminations de la station', categories: ['fetes-et-traditions'], when: { month: 12, day: 1, days: 37 }, image: 'phare-nuit',
    description: 'Guirlandes, sapins et projections lumineuses sur les façades de la digue, chaque soir de la tombée de la nuit à minuit.',
  },
  {
    name: 'Bain du Nouvel An', categories: ['sport', 'fetes-et-traditions'], when: { month: 1, day: 1 }, image: 'plage-matin',
    hour: '12h', price: 'Gratuit', ...venues.plage,
    description: 'Le rendez-vous des courageux : un plongeon collectif dans la mer du Nord pour commencer l’année. Soupe chaude offerte à la sortie de l’eau.',
  },
  // Carnival season.
  {
    name: 'Bande de Bray-Dunes', categories: ['fetes-et-traditions'], when: { month: 2, day: 8 }, image: 'carnaval-midi',
    hour: '14h30', price: 'Gratuit', ...venues.mairie,
    description: 'Départ de la bande devant la mairie, tour de la commune et rigodon final sur la place. Déguisement vivement conseillé !',
  },
  {
    name: 'Bal des enfants du carnaval', categories: ['enfants', 'fetes-et-traditions'], when: { month: 2, day: 15 }, image: 'carnaval-midi',
    hour: '14h - 18h', price: '3 €', ...venues.salle,
    description: 'Musique, confettis et concours de déguisements pour les moins de 12 ans. Goûter offert.',
  },
  {
    name: 'Bal du carnaval', categories: ['fetes-et-traditions', 'concerts'], when: { month: 2, day: 21 }, image: 'carnaval-nuit',
    hour: '21h', price: '12 € / 8 € réduit', ...venues.salle, site: 'https://billetterie.escale-braydunes.example/bal',
    description: 'Le grand bal costumé de la commune, animé par une harmonie et un DJ. Le déguisement est obligatoire.',
  },
  {
    name: 'Bande de Dunkerque', categories: ['fetes-et-traditions'], when: { month: 3, day: 1 }, image: 'carnaval-nuit',
    hour: '15h', place: 'Centre-ville, Dunkerque', site: 'www.carnaval-dunkerque.example',
    description: 'La plus grande bande de l’agglomération, avec le lancer de harengs depuis le balcon de l’hôtel de ville.',
  },
  // Spring and summer.
  {
    name: 'Exposition « La côte vue du ciel »', categories: ['expositions'], when: { month: 4, day: 18, days: 38 }, image: 'plage-midi',
    hour: '10h - 18h', price: 'Gratuit', ...venues.digue,
    description: 'Une trentaine de photographies aériennes grand format, installées en plein air sur la digue, révèlent les dessins de l’estran et des dunes.',
  },
  {
    name: 'Chasse aux œufs dans les dunes', categories: ['enfants', 'nature'], when: { month: 4, day: 5 }, image: 'dunes-matin',
    hour: '10h', price: 'Gratuit', ...venues.camping,
    description: 'Une chasse aux œufs en chocolat pour les 3-10 ans, sur un parcours balisé hors des zones protégées.',
  },
  {
    name: 'Fête du char à voile', categories: ['sport'], when: { month: 5, day: 10, days: 2 }, image: 'char-a-voile-midi',
    hour: '10h - 17h', price: 'Gratuit', ...venues.plage, site: 'https://club-char-a-voile.example',
    description: 'Démonstrations, baptêmes pour petits et grands et courses de vitesse. Les horaires dépendent de la marée.',
  },
  {
    name: 'Nuit européenne des musées', categories: ['expositions', 'enfants'], when: { month: 5, day: 17 }, image: 'phare-nuit',
    hour: '19h - 23h', price: 'Gratuit', place: 'Musée Dunkerque 1940, Dunkerque',
    description: 'Visites à la lampe de poche et lectures de témoignages dans les casemates du musée.',
  },
  {
    name: 'Grande braderie de printemps', categories: ['marches'], when: { month: 5, day: 25 }, image: 'marche-midi',
    hour: '7h - 17h', price: 'Entrée libre', ...venues.digue, site: 'www.braderie-braydunes.example',
    description: 'Plus de 400 exposants sur la digue et dans les rues du centre. Restauration sur place.',
  },
  {
    name: 'Fête de la musique', categories: ['concerts'], when: { month: 6, day: 21 }, image: 'digue-couchant',
    hour: '18h - minuit', price: 'Gratuit', ...venues.digue,
    description: 'Scènes ouvertes sur la digue et dans les cafés : rock, chorales, accordéon et musique électronique jusqu’à minuit.',
  },
  {
    name: 'Quinzaine des moules', categories: ['fetes-et-traditions'], when: { month: 7, day: 5, days: 15 }, image: 'estaminet-midi',
    hour: '12h - 22h', place: 'Estaminets et restaurants de Bray-Dunes',
    description: 'Les restaurateurs proposent chaque jour une recette de moules différente. Carte de fidélité et concours de la meilleure recette.',
  },
  {
    name: 'Festival des cerfs-volants', categories: ['enfants', 'sport'], when: { month: 7, day: 19, days: 2 }, image: 'plage-midi',
    hour: '10h - 18h', price: 'Gratuit', ...venues.plage,
    description: 'Cerfs-volants géants, ballets acrobatiques et ateliers de fabrication pour les enfants.',
  },
  {
    name: 'Feu d’artifice du 14 juillet', categories: ['fetes-et-traditions'], when: { month: 7, day: 14 }, image: 'phare-nuit',
    hour: '23h', price: 'Gratuit', ...venues.plage,
    description: 'Tiré depuis la plage, précédé d’un bal populaire sur la place de la mairie à partir de 21 h.',
  },
  {
    name: 'Saison des balades à poney sur la plage', categories: ['enfants'], when: { month: 7, day: 20, days: 40 }, image: 'plage-matin',
    hour: '14h - 18h', price: '6 € le tour', ...venues.plage,
    description: 'Tous les après-midis de l’été, balades à poney encadrées au départ du poste de secours.',
  },
  {
    name: 'Fête de la mer', categories: ['fetes-et-traditions', 'concerts'], when: { month: 8, day: 15, days: 3 }, image: 'phare-couchant',
    hour: '10h - 23h', price: 'Gratuit', ...venues.digue,
    description: 'Procession et bénédiction de la mer, chants de marins sur la digue et feu d’artifice le dernier soir.',
  },
  {
    name: 'Concert de jazz au kiosque', categories: ['concerts'], when: { month: 8, day: 24 }, image: 'digue-midi',
    hour: '16h', ...venues.digue,
    description: 'Un quartet de jazz manouche pour un dimanche après-midi en musique face à la mer.',
  },
  // Autumn.
  {
    name: 'Journées européennes du patrimoine', categories: ['expositions'], when: { month: 9, day: 20, days: 2 }, image: 'digue-matin',
    hour: '10h - 18h', price: 'Gratuit', ...venues.mairie,
    description: 'Circuit des villas de la digue, ouverture exceptionnelle de l’église et exposition de cartes postales anciennes.',
  },
  {
    name: 'Grand nettoyage de plage', categories: ['nature'], when: { month: 9, day: 27 }, image: 'plage-matin',
    hour: '9h - 12h', price: 'Gratuit', ...venues.plage,
    description: 'Gants et sacs fournis. Pesée des déchets et verre de l’amitié sur la digue à midi.',
  },
  {
    name: 'Migrations : observation des oiseaux', categories: ['nature'], when: { month: 10, day: 11 }, image: 'dunes-couchant',
    hour: '8h', price: 'Gratuit', ...venues.marchand,
    description: 'Avec une ornithologue, observation des passereaux et des oiseaux marins en migration. Jumelles prêtées.',
  },
  {
    name: 'Festival du film d’aventure', categories: ['spectacles'], when: { month: 10, day: 24, days: 10 }, image: 'phare-couchant',
    hour: '20h30', price: '6 € la séance', ...venues.salle,
    description: 'Dix soirées de films de voyage et d’aventure, en présence des réalisateurs.',
  },
  {
    name: 'Salon des peintres de la côte', categories: ['expositions'], when: { month: 11, day: 8, days: 9 }, image: 'moulin-prairie',
    hour: '14h - 18h', price: 'Gratuit', ...venues.salle,
    description: 'Une soixantaine d’artistes amateurs et professionnels exposent leurs marines, paysages et portraits.',
  },
]
