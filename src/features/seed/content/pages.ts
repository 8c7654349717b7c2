/**
 * Editors' free pages. "Infos pratiques" opens with in-page anchor links (#acces...) whose targets are the
 * h2 headings below: each heading slugifies (src/lib/slug.ts) to its anchor's id; then the site's search
 * bar as a block, for what the page does not say.
 */
type PageSeed = { title: string; slug: string; excerpt: string; body: string[] }

export const infoAnchors = ['acces', 'stationnement', 'plages', 'se-restaurer', 'sante-et-urgences'] as const

export const pages: PageSeed[] = [
  {
    title: 'À propos',
    slug: 'a-propos',
    excerpt:
      'Escale est le guide de Bray-Dunes et de la côte flamande, écrit par une association d’habitants.',
    body: [
      'Escale est né en 2019 de l’envie de quelques habitants de partager ce qu’ils aiment dans leur commune : la plage à marée basse, les dunes au printemps, les estaminets en hiver et les fêtes de toute l’année.',
      '## Qui sommes-nous ?',
      'Une association loi 1901 d’une quarantaine de bénévoles : des retraités passionnés d’histoire, des guides nature, des restaurateurs, des photographes amateurs et des familles installées ici depuis toujours ou depuis peu.',
      '![dunes-matin]',
      '## Ce que nous faisons',
      '- Nous écrivons les articles du guide et tenons l’[agenda](/agenda) à jour.',
      '- Nous recensons les lieux utiles sur la [carte](/carte).',
      '- Nous tenons un stand d’accueil sur la digue en juillet et août.',
      '- Nous organisons des balades commentées et des nettoyages de plage.',
      '> « Un guide fait par ceux qui vivent ici, pour ceux qui viennent nous rendre visite. »',
      '## Bray-Dunes en images',
      'Les fêtes de l’année filmées par les bénévoles : le carnaval, la fête de la mer, le championnat de char à voile et les autres. Les vidéos s’enchaînent quand vous les autorisez.',
      '{bloc videoGallery playlist=evenements pageSize=3 columns=3 autonext}',
      '## Nous rejoindre',
      'Toutes les bonnes volontés sont bienvenues. Écrivez à l’association, place de la Mairie, ou passez nous voir au stand de la digue.',
    ],
  },
  {
    title: 'Infos pratiques',
    slug: 'infos-pratiques',
    excerpt: 'Venir, se garer, se baigner, manger et se soigner à Bray-Dunes : l’essentiel sur une page.',
    body: [
      'Sur cette page :',
      '- [Accès](#acces)',
      '- [Stationnement](#stationnement)',
      '- [Plages](#plages)',
      '- [Se restaurer](#se-restaurer)',
      '- [Santé et urgences](#sante-et-urgences)',
      '{bloc searchBar heading="Chercher dans le guide" placeholder="Plage, marché, parking…"}',
      '## Accès',
      'Bray-Dunes se trouve à 15 km à l’est de Dunkerque, par l’autoroute A16 (sortie Ghyvelde – Bray-Dunes). La gare la plus proche est celle de Dunkerque, reliée à Bray-Dunes par les bus gratuits de l’agglomération. Côté belge, la gare d’Adinkerke-De Panne est à 6 km.',
      '### À vélo',
      'La piste cyclable de la côte (EuroVelo 4) traverse la commune par la digue et rejoint La Panne en vingt minutes.',
      '## Stationnement',
      'Le centre et les abords de la digue sont en zone bleue de 9 h à 19 h en saison. Les parkings de la digue est, du Perroquet et de l’entrée de ville sont gratuits ; les deux derniers ne sont jamais complets, même en août.',
      '## Plages',
      'La plage est surveillée en juillet et août de 11 h à 19 h, devant le poste de secours central. Respectez les drapeaux et consultez les horaires des marées, affichés au poste et à l’office de tourisme. Les chiens ne sont pas admis sur la zone surveillée en été.',
      '![plage-midi]',
      'Avant de partir à la plage, le temps qu’il fait et celui des trois jours à venir :',
      '{bloc weather place="Bray-Dunes" latitude=51.08 longitude=2.58 forecastDays=3 units=c}',
      '## Se restaurer',
      'Estaminets, friteries, restaurants de la mer et salons de thé sont regroupés dans le centre et sur la digue. Le soir en haute saison, réservez. Voir la [carte des restaurants](/carte?categorie=restaurants-et-estaminets).',
      '## Santé et urgences',
      '- **112** : numéro d’urgence européen, en France comme en Belgique.',
      '- **15** : SAMU ; **18** : pompiers ; **196** : secours en mer.',
      '- **3237** : pharmacie de garde.',
      'La maison médicale de la rue du Général Leclerc reçoit sur rendez-vous ; l’hôpital le plus proche est à Dunkerque.',
    ],
  },
  {
    title: 'Mentions légales',
    slug: 'mentions-legales',
    excerpt: 'Éditeur du site, hébergement, données personnelles et crédits.',
    body: [
      '## Éditeur',
      'Le site Escale est édité par l’association Escale, association loi 1901, dont le siège est situé place de la Mairie, 59123 Bray-Dunes. Directrice de la publication : la présidente de l’association.',
      '## Hébergement',
      'Le site est hébergé en France par un prestataire dont les coordonnées sont disponibles auprès de l’association.',
      '## Données personnelles',
      'Les informations que vous nous transmettez ne servent qu’à vous répondre et à vous informer de nos activités. Elles ne sont jamais cédées à des tiers. Vous pouvez demander leur consultation, leur rectification ou leur suppression en écrivant à l’association, place de la Mairie, 59123 Bray-Dunes.',
      '## Cookies',
      'Le site n’utilise pas de cookie publicitaire. Les vidéos sont affichées en mode de confidentialité renforcée : aucune donnée n’est envoyée à YouTube tant que vous ne lancez pas la lecture.',
      '## Crédits',
      'Textes : les bénévoles de l’association. Illustrations : dessins vectoriels réalisés pour le site. Fond de carte : © les contributeurs d’OpenStreetMap.',
    ],
  },
]
