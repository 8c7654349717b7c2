/** Shorter articles, part 2: sports, family, traditions, practical matters and news. */
import type { ArticleSeed } from './article-types'

export const shortArticles2: ArticleSeed[] = [
  {
    title: 'Kitesurf : le spot de Bray-Dunes',
    categories: ['char-a-voile-et-glisse'],
    image: 'plage-midi',
    excerpt:
      'Vent régulier et plage dégagée : les kitesurfeurs apprécient la côte, à condition de respecter la zone de pratique.',
    body: [
      'Par vent d’ouest ou de nord-ouest, les ailes colorées envahissent le ciel de Bray-Dunes. La zone de pratique est balisée à l’écart de la baignade surveillée.',
      'Les débutants passent obligatoirement par une école : le kitesurf ne s’apprend pas seul, et la mer du Nord ne pardonne pas les erreurs.',
    ],
  },
  {
    title: 'Le paddle par mer calme',
    categories: ['char-a-voile-et-glisse', 'en-famille'],
    image: 'plage-matin',
    excerpt:
      'Les matins sans vent, la mer se fait lisse comme un lac. C’est le moment de sortir la planche de paddle.',
    body: [
      'Le stand-up paddle se pratique par mer calme, de préférence à marée haute, près du bord. Gilet et leash sont indispensables, même pour les bons nageurs.',
      'Des locations à l’heure sont proposées en saison au pied de la digue.',
    ],
  },
  {
    title: 'Championnat régional de char à voile : les résultats',
    categories: ['char-a-voile-et-glisse', 'actualites'],
    image: 'char-a-voile-hiver',
    excerpt:
      'Quarante pilotes se sont affrontés sur la plage par un vent de force 5. Retour sur une compétition disputée.',
    body: [
      'Le vent s’est levé juste à temps pour les premières manches. Sur un parcours de 3 km tracé entre les bouées, les pilotes ont enchaîné six courses en classe standart et en classe 5.',
      '> « Avec ce vent de travers, la plage était une vraie piste de vitesse. » Le directeur de course.',
      'Les pilotes du club de Bray-Dunes signent deux podiums. Rendez-vous l’an prochain pour la prochaine édition.',
    ],
  },
  {
    title: 'Cerfs-volants : la plage comme terrain de jeu',
    categories: ['char-a-voile-et-glisse', 'en-famille'],
    image: 'plage-couchant',
    excerpt:
      'Monofils, pilotables ou géants : la plage de Bray-Dunes est l’un des meilleurs endroits pour faire voler un cerf-volant.',
    body: [
      'Le vent de mer, régulier et sans obstacle, fait de la plage un terrain idéal. Les enfants commencent par un monofil, les plus grands passent aux cerfs-volants pilotables à deux lignes.',
      'Restez à l’écart des promeneurs et des chars à voile, et ne faites jamais voler un cerf-volant par temps d’orage.',
    ],
  },
  {
    title: 'Dix idées de sorties avec les enfants',
    categories: ['en-famille'],
    image: 'plage-midi',
    excerpt:
      'Châteaux de sable, pêche aux crevettes, parc d’attractions ou ferme pédagogique : de quoi occuper toute une semaine.',
    body: [
      'Avec des enfants, la côte ne manque pas de ressources. Voici nos idées préférées, à combiner selon la météo.',
      '1. Un concours de châteaux de sable à marée basse.',
      '2. La pêche à la crevette avec une épuisette.',
      '3. Une balade à poney sur la plage.',
      '4. Une initiation au char à voile, dès 7 ans.',
      '5. Une journée au parc d’attractions de La Panne.',
      '6. La visite d’une ferme des Moëres.',
      '7. Un cerf-volant sur la digue.',
      '8. Une balade nature pour chercher les traces d’animaux.',
      '9. Une gaufre au goûter.',
      '10. Le coucher de soleil depuis la dune.',
    ],
  },
  {
    title: 'Quand il pleut : nos idées à l’abri',
    categories: ['en-famille', 'pratique'],
    image: 'marche-hiver',
    excerpt:
      'La pluie n’est pas une fatalité : musées, piscine, médiathèque et salles de jeux vous attendent.',
    body: [
      'Le ciel est bas ? Direction le musée portuaire ou le musée Dunkerque 1940 à Dunkerque, la piscine intercommunale ou la médiathèque, qui organise des lectures pour les plus petits pendant les vacances.',
      'Les estaminets, avec leurs jeux flamands, sont aussi une excellente solution pour un après-midi pluvieux en famille.',
    ],
  },
  {
    title: 'Le club de plage fête ses cinquante ans',
    categories: ['en-famille', 'actualites'],
    image: 'plage-matin',
    excerpt:
      'Trampolines, structures gonflables et animateurs en t-shirt jaune : le club de plage accueille les enfants depuis un demi-siècle.',
    body: [
      'Plusieurs générations d’enfants y ont appris à nager, construit des châteaux et participé aux grands jeux de l’été. Pour son anniversaire, le club organise une journée portes ouvertes et une exposition de photos anciennes.',
      'Inscriptions à la demi-journée, à la journée ou à la semaine, en juillet et août.',
    ],
  },
  {
    title: 'Les géants du Nord, une tradition vivante',
    categories: ['culture-et-traditions'],
    image: 'digue-midi',
    excerpt:
      'Portés par des hommes cachés sous leurs robes, les géants défilent lors des fêtes de villes et villages.',
    body: [
      'Reuze Papa, Reuze Maman et leurs enfants sont les géants de Dunkerque. Chaque commune ou presque a le sien, avec son histoire, son baptême et ses sorties annuelles.',
      'La tradition des géants du Nord et de Belgique est inscrite au patrimoine culturel immatériel de l’humanité. Les sorties de géants figurent dans notre agenda.',
    ],
  },
  {
    title: 'Musique en plein air : l’été sur le kiosque',
    categories: ['culture-et-traditions'],
    image: 'digue-couchant',
    excerpt:
      'Harmonies, jazz manouche et chorales : chaque dimanche d’été, le kiosque accueille un concert gratuit.',
    body: [
      'La programmation fait la part belle aux formations locales : harmonie municipale, big band du conservatoire, chorales de marins. Quelques groupes belges traversent aussi la frontière pour l’occasion.',
      'Les concerts commencent à 16 h. Apportez un pliant, les places assises sont rares.',
    ],
  },
  {
    title: 'Le parler flamand, quelques mots à connaître',
    categories: ['culture-et-traditions'],
    image: 'estaminet-midi',
    excerpt:
      'Wassingue, drache, berdouille : le vocabulaire de la côte est savoureux. Petit lexique pour comprendre les habitants.',
    body: [
      'Le français du Nord emprunte beaucoup au flamand et au picard. Quelques mots suffisent pour faire sourire vos hôtes :',
      '- **Drache** : une grosse averse.',
      '- **Wassingue** : une serpillière.',
      '- **Berdouille** : de la boue.',
      '- **Une baraque à frites** : une friterie.',
      'Côté belge, un « bonjour » en néerlandais, *goedendag*, est toujours apprécié.',
    ],
  },
  {
    title: 'Un atelier de peinture face à la mer',
    categories: ['culture-et-traditions'],
    image: 'phare-couchant',
    excerpt:
      'Les ciels changeants de la côte ont attiré de nombreux peintres. Un atelier d’aquarelle perpétue la tradition chaque été.',
    body: [
      'La lumière du Nord, tour à tour grise, nacrée ou dorée, est un défi pour les peintres. L’atelier propose des séances en plein air, sur la digue ou dans les dunes, pour débutants et amateurs confirmés.',
      'Le matériel est fourni. Les œuvres des participants sont exposées en fin de saison à la salle des fêtes.',
    ],
  },
  {
    title: 'Préparer son clet’che pour le carnaval',
    categories: ['carnaval'],
    image: 'carnaval-nuit',
    excerpt:
      'Robe fleurie, perruque, parapluie et maquillage : le costume du carnavaleux obéit à quelques codes.',
    body: [
      'Le clet’che se compose souvent de vêtements de femme dépareillés, le plus colorés possible, d’une perruque et d’un chapeau. Le parapluie sert à la fois d’accessoire et de protection.',
      'Le maquillage est indispensable, et le costume doit permettre de marcher et de chanter des heures durant. Les friperies de la région font le plein en janvier.',
    ],
  },
  {
    title: 'Les bals du carnaval : lequel choisir ?',
    categories: ['carnaval'],
    image: 'carnaval-nuit',
    excerpt:
      'Bal du Chat Noir, bal des Acharnés, bal de la Violette : chaque soirée a son ambiance et ses habitués.',
    body: [
      'Les bals se tiennent au Kursaal de Dunkerque ou dans les salles des communes voisines. Certains sont très prisés et les places partent dès l’ouverture de la billetterie.',
      'Le costume est obligatoire, la bonne humeur aussi. Les plus jeunes ont leur bal des enfants, l’après-midi.',
    ],
  },
  {
    title: 'La bande de Bray-Dunes, un carnaval familial',
    categories: ['carnaval', 'en-famille'],
    image: 'carnaval-midi',
    excerpt:
      'Plus courte et plus tranquille que celle de Dunkerque, la bande de Bray-Dunes est parfaite pour une première expérience.',
    body: [
      'La bande part de la mairie en début d’après-midi et fait le tour de la commune avant un rigodon final sur la place. Les enfants y sont nombreux, perchés sur les épaules de leurs parents.',
      'Une buvette et un stand de crêpes sont tenus par les associations locales.',
    ],
  },
  {
    title: 'Venir à Bray-Dunes en train et en bus',
    categories: ['pratique'],
    image: 'velo-matin',
    excerpt:
      'Gare de Dunkerque, bus gratuits de l’agglomération et tram belge : toutes les solutions sans voiture.',
    body: [
      'La gare TGV la plus proche est celle de Dunkerque, à une heure et demie de Paris via Lille. De là, les bus de l’agglomération, gratuits, desservent Bray-Dunes en une quarantaine de minutes.',
      'Côté belge, la gare d’Adinkerke-De Panne est reliée à Bruxelles et au tram de la côte.',
    ],
  },
  {
    title: 'Stationner en été sans s’énerver',
    categories: ['pratique'],
    image: 'digue-midi',
    excerpt:
      'Parkings gratuits, zones bleues et parkings relais : le guide pour se garer près de la plage en haute saison.',
    body: [
      'En juillet et août, les abords de la digue sont vite saturés. Les parkings situés à l’entrée de la commune sont gratuits et à dix minutes à pied de la plage.',
      'Le centre est en zone bleue : n’oubliez pas votre disque. Les détails figurent dans nos [infos pratiques](/infos-pratiques#stationnement).',
    ],
  },
  {
    title: 'Les chiens sur la plage : où et quand ?',
    categories: ['pratique'],
    image: 'plage-couchant',
    excerpt:
      'Interdits l’été sur la plage surveillée, les chiens sont les bienvenus hors saison et sur certains secteurs.',
    body: [
      'Du 1ᵉʳ juillet au 31 août, les chiens ne sont pas admis sur la partie surveillée de la plage. Ils restent autorisés en laisse sur la digue et sur les secteurs non surveillés.',
      'Dans les réserves naturelles, la laisse est obligatoire toute l’année pour protéger la faune.',
    ],
  },
  {
    title: 'Médecins, pharmacies et urgences',
    categories: ['pratique'],
    image: 'dunes-hiver',
    excerpt:
      'Où consulter pendant les vacances, trouver la pharmacie de garde et qui appeler en cas d’urgence.',
    body: [
      'Bray-Dunes compte plusieurs médecins généralistes et une pharmacie. Le week-end, la pharmacie de garde est indiquée sur la vitrine et par le 3237.',
      '- **15** : SAMU.',
      '- **18** : pompiers.',
      '- **112** : numéro d’urgence européen.',
      '- **196** : secours en mer.',
    ],
  },
]
