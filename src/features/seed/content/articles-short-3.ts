/** Shorter articles, part 3: news of the town and the association, and the two drafts. */
import type { ArticleSeed } from './article-types'

export const shortArticles3: ArticleSeed[] = [
  {
    title: 'La digue se refait une beauté',
    categories: ['actualites'],
    image: 'digue-matin',
    excerpt:
      'Nouveaux bancs, éclairage à basse consommation et revêtement rénové : les travaux de la digue s’achèvent avant l’été.',
    body: [
      'Commencés à l’automne, les travaux de rénovation de la digue entrent dans leur dernière phase. Le revêtement a été refait sur un kilomètre, et une trentaine de bancs tournés vers la mer ont été installés.',
      'L’éclairage public, désormais orienté vers le sol, limite la pollution lumineuse et gêne moins les oiseaux nicheurs des dunes voisines.',
    ],
  },
  {
    title: 'Pavillon Bleu : la plage à nouveau distinguée',
    categories: ['actualites', 'plages-et-dunes'],
    image: 'plage-midi',
    excerpt:
      'Qualité de l’eau, propreté et accessibilité : la plage de Bray-Dunes conserve son label cette saison.',
    body: [
      'Le label récompense une eau de baignade d’excellente qualité, une plage nettoyée chaque jour en saison et des actions de sensibilisation à l’environnement.',
      'Un tiralo, fauteuil de baignade pour les personnes à mobilité réduite, est disponible gratuitement au poste de secours central.',
    ],
  },
  {
    title: 'Nettoyage de plage : 300 bénévoles mobilisés',
    categories: ['actualites', 'plages-et-dunes'],
    image: 'dunes-matin',
    excerpt:
      'Filets, bouchons, cordages : les bénévoles ont ramassé près d’une tonne de déchets en une matinée.',
    body: [
      'Petits et grands se sont retrouvés au poste de secours pour une matinée de ramassage organisée avec les écoles et les clubs de sport. Les déchets ont été triés puis pesés sur la digue.',
      '> « Chaque bouchon ramassé, c’est un bouchon de moins dans l’estomac d’un oiseau marin. » Une bénévole de l’association.',
      'Prochaine opération à l’automne, après les grandes marées d’équinoxe.',
    ],
  },
  {
    title: 'Le poste de secours central rénové',
    categories: ['actualites', 'pratique'],
    image: 'digue-midi',
    excerpt:
      'Plus grand, mieux équipé et accessible : le nouveau poste de secours accueille les sauveteurs dès cet été.',
    body: [
      'Le bâtiment dispose désormais d’une infirmerie, d’un local pour le matériel de sauvetage et d’une vigie surélevée qui offre une vue sur toute la zone de baignade.',
      'Les sauveteurs y assurent la surveillance en juillet et août, et y renseignent les baigneurs sur les conditions de mer.',
    ],
  },
  {
    title: 'L’association Escale recrute des bénévoles',
    categories: ['actualites'],
    image: 'marche-midi',
    excerpt:
      'Accueil des visiteurs, rédaction d’articles, photos : rejoignez l’équipe qui fait vivre ce guide.',
    body: [
      'Escale est un guide écrit par des habitants et des amoureux de la côte. Nous cherchons des bénévoles pour tenir le stand d’accueil de l’été, écrire des articles et photographier les événements.',
      'Aucune compétence particulière n’est demandée, seulement l’envie de partager. Écrivez à l’association, place de la Mairie, ou passez au stand de la digue.',
    ],
  },
  {
    title: 'Nouveau : l’agenda des sorties nature',
    categories: ['actualites', 'balades-et-randonnees'],
    image: 'dunes-matin',
    excerpt:
      'Sorties guidées dans les dunes, observation des oiseaux, plantations d’oyats : toutes les animations nature sont désormais réunies.',
    body: [
      'Les gardes du littoral, le Conservatoire et les associations naturalistes proposent chaque mois une dizaine de sorties gratuites. Elles sont désormais regroupées dans une rubrique de l’agenda.',
      'Les inscriptions sont souvent obligatoires : les groupes sont limités pour ne pas déranger la faune.',
      'Pour trouver une sortie, cherchez directement dans l’agenda :',
      '{bloc searchBar search=agenda heading="Chercher une sortie dans l’agenda"}',
    ],
  },
  {
    title: 'Un nouveau parcours de santé dans les dunes',
    categories: ['actualites', 'sports-et-loisirs'],
    image: 'velo-matin',
    excerpt: 'Dix agrès en bois ont été installés le long du sentier qui relie la digue au camping.',
    body: [
      'Barres, poutres et bancs d’abdominaux jalonnent désormais un parcours de 1,5 km. Des panneaux expliquent les exercices et donnent des conseils adaptés à chaque niveau.',
      'Le parcours est libre d’accès toute l’année.',
    ],
  },
  {
    title: 'Tempête d’hiver : la dune a tenu bon',
    categories: ['actualites', 'plages-et-dunes'],
    image: 'dunes-hiver',
    excerpt:
      'Après les fortes marées de février, les gardes du littoral font le point sur l’érosion du cordon dunaire.',
    body: [
      'Les vents violents conjugués aux grandes marées ont arraché plusieurs mètres de dune par endroits. Les ganivelles installées ces dernières années ont toutefois limité les dégâts.',
      'Des chantiers de plantation d’oyats sont prévus au printemps pour cicatriser les brèches.',
    ],
  },
  {
    title: 'La fête de la mer revient sur la digue',
    categories: ['actualites', 'culture-et-traditions'],
    image: 'phare-couchant',
    excerpt:
      'Bénédiction de la mer, chants de marins et feu d’artifice : le programme de l’édition de cette année.',
    body: [
      'La fête commence par la procession vers la plage et la bénédiction de la mer, en mémoire des marins disparus. L’après-midi, chorales et groupes folkloriques se succèdent sur la digue.',
      'La soirée se termine par un feu d’artifice tiré depuis la plage, à la tombée de la nuit.',
    ],
  },
  {
    title: 'Brocantes et braderies : la saison est ouverte',
    categories: ['actualites', 'produits-du-terroir'],
    image: 'marche-matin',
    excerpt:
      'Des centaines d’exposants chaque week-end dans les communes de la côte : nos conseils pour chiner malin.',
    body: [
      'Arrivez tôt pour les bonnes affaires, tard pour les bons prix. Prévoyez de la monnaie et un grand sac.',
      'Les dates des brocantes et braderies de la côte sont dans l’[agenda des marchés](/agenda?category=marches).',
    ],
  },
  {
    title: 'Le club de char à voile ouvre une section jeunes',
    categories: ['actualites', 'char-a-voile-et-glisse'],
    image: 'char-a-voile-midi',
    excerpt:
      'Les 8-14 ans peuvent désormais s’entraîner chaque mercredi après-midi avec un moniteur diplômé.',
    body: [
      'La section jeunes dispose de six chars neufs adaptés aux gabarits des enfants. Les séances s’organisent selon les marées, le mercredi après-midi et certains samedis.',
      'Une séance d’essai gratuite est proposée à la rentrée.',
    ],
  },
  {
    title: 'La médiathèque fait sa rentrée',
    categories: ['actualites', 'en-famille'],
    image: 'moulin-prairie',
    excerpt: 'Heures du conte, ateliers numériques et club de lecture : le programme de l’automne.',
    body: [
      'La médiathèque reprend ses horaires d’hiver et propose une heure du conte chaque mercredi matin pour les 3-6 ans, ainsi qu’un atelier numérique pour les seniors le jeudi.',
      'Le club de lecture se réunit un samedi par mois autour d’un roman ayant pour cadre la côte.',
    ],
  },
]

/** Two drafts: written by an editor but not published. They must never reach visitors. */
export const draftArticles: ArticleSeed[] = [
  {
    title: 'Brouillon : projet de ponton sur la digue',
    categories: ['actualites'],
    image: 'digue-midi',
    draft: true,
    excerpt: 'Article en cours de rédaction, non publié.',
    body: [
      'Ce texte est un brouillon. Il ne doit apparaître ni dans les listes, ni dans la recherche, ni dans le flux RSS.',
    ],
  },
  {
    title: 'Brouillon : programme secret du festival d’été',
    categories: ['culture-et-traditions'],
    image: 'plage-couchant',
    draft: true,
    excerpt: 'Programme sous embargo, non publié.',
    body: ['Ce brouillon annonce une programmation qui n’est pas encore publique.'],
  },
]
