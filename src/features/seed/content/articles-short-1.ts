/** Shorter articles, part 1: discovery, heritage, walks and food. */
import type { ArticleSeed } from './article-types'

export const shortArticles1: ArticleSeed[] = [
  {
    title: 'Les cabines de plage reviennent sur le sable',
    categories: ['plages-et-dunes', 'actualites'],
    image: 'digue-matin',
    excerpt:
      'Rayées de bleu, de rouge ou de vert, les cabines de plage sont réinstallées chaque printemps au pied de la digue.',
    body: [
      'Chaque année, à l’approche des vacances de printemps, les services techniques réinstallent les cabines de plage au pied de la digue. Rangées l’hiver à l’abri des tempêtes, elles retrouvent leur place en une semaine.',
      'Les cabines se louent à la semaine ou au mois auprès de la mairie. Les demandes sont nombreuses : mieux vaut s’y prendre dès le mois de janvier.',
    ],
  },
  {
    title: 'Observer les phoques depuis la plage',
    categories: ['plages-et-dunes'],
    image: 'plage-matin',
    excerpt:
      'Phoques veaux-marins et phoques gris fréquentent les bancs de sable de la côte. Comment les observer sans les déranger.',
    body: [
      'Il n’est pas rare d’apercevoir une tête ronde qui émerge entre deux vagues : les phoques fréquentent les bancs de sable au large de la côte, et certains viennent se reposer sur la plage.',
      '- Restez à au moins 50 mètres de l’animal.',
      '- Tenez votre chien en laisse.',
      '- Ne tentez jamais de remettre un phoque à l’eau : il se repose, il n’est pas perdu.',
      'Si l’animal semble blessé, prévenez le réseau d’échouage par l’intermédiaire de la mairie ou des sauveteurs.',
    ],
  },
  {
    title: 'Les oyats, gardiens invisibles de nos dunes',
    categories: ['plages-et-dunes'],
    image: 'dunes-couchant',
    excerpt:
      'Sans cette graminée aux longues racines, les dunes s’envoleraient au premier coup de vent. Rencontre avec une plante pionnière.',
    body: [
      'L’oyat pousse là où aucune autre plante ne tient : dans le sable sec, salé et sans cesse remué par le vent. Ses racines peuvent descendre à plusieurs mètres et ses tiges se redressent dès qu’elles sont ensevelies.',
      'Les opérations de plantation organisées chaque hiver par les gardes du littoral font appel à des bénévoles. Une matinée suffit pour replanter plusieurs centaines de touffes sur une brèche ouverte par les tempêtes.',
    ],
  },
  {
    title: 'Ramasser des coquillages : ce qui est permis',
    categories: ['plages-et-dunes', 'pratique'],
    image: 'plage-couchant',
    excerpt:
      'Coques, couteaux et moules sauvages : la pêche à pied est encadrée. Tailles minimales, quantités et zones à connaître.',
    body: [
      'La pêche à pied de loisir est autorisée sur une partie de la côte, mais elle obéit à des règles précises : tailles minimales de capture, quantités limitées par personne et zones parfois fermées pour raison sanitaire.',
      'Avant de partir, renseignez-vous en mairie sur le classement sanitaire de la zone. Et n’oubliez pas de reboucher les trous : la plage est aussi l’habitat de nombreuses espèces.',
    ],
  },
  {
    title: 'Les villas de la digue racontent la Belle Époque',
    categories: ['patrimoine-et-histoire'],
    image: 'digue-midi',
    excerpt:
      'Pignons à redents, bow-windows et carreaux de faïence : lecture architecturale d’une promenade balnéaire.',
    body: [
      'Les premières villas de Bray-Dunes ont été construites par des familles de la région lilloise et dunkerquoise venues profiter des bains de mer. Chacune porte un nom, souvent peint sur un cartouche de céramique au-dessus de la porte.',
      'Levez les yeux en vous promenant : frises de briques vernissées, balcons en fer forgé, girouettes en forme de bateau. Un circuit commenté est proposé par l’association certains samedis d’été.',
    ],
  },
  {
    title: 'Ghyvelde et ses moulins',
    categories: ['patrimoine-et-histoire', 'balades-et-randonnees'],
    image: 'moulin-prairie',
    excerpt:
      'À quelques kilomètres des plages, le village de Ghyvelde garde le souvenir des moulins qui drainaient les terres basses.',
    body: [
      'Entre la côte et les Moëres, le paysage change du tout au tout : champs immenses, fossés rectilignes et villages serrés autour de leur clocher. Ghyvelde est le plus proche de Bray-Dunes.',
      'Les moulins y ont longtemps servi à moudre le grain et à pomper l’eau des wateringues, le réseau de canaux qui protège les terres basses des inondations.',
      '> Ici, l’eau se gère depuis des siècles : sans les wateringues, une partie de la Flandre serait un marais.',
    ],
  },
  {
    title: 'Le sanatorium de Zuydcoote, un géant de briques',
    categories: ['patrimoine-et-histoire'],
    image: 'digue-couchant',
    excerpt:
      'Construit au début du XXᵉ siècle, l’ancien sanatorium domine toujours la plage voisine de Bray-Dunes.',
    body: [
      'Avec sa longue façade de briques et ses galeries ouvertes sur la mer, l’ancien sanatorium de Zuydcoote ne passe pas inaperçu. Il a été conçu pour soigner les enfants tuberculeux grâce au grand air marin.',
      'Devenu hôpital maritime, il a accueilli les blessés de juin 1940 et inspiré le roman *Week-end à Zuydcoote*. Le bâtiment n’est pas ouvert à la visite, mais on l’admire depuis la plage.',
    ],
  },
  {
    title: 'La frontière, mode d’emploi',
    categories: ['patrimoine-et-histoire', 'pratique'],
    image: 'velo-prairie',
    excerpt:
      'Bray-Dunes touche la Belgique. Ce qui change quand on traverse : langue, numéros d’urgence, prix et horaires.',
    body: [
      'Aucun contrôle, aucune barrière : on passe la frontière à pied, à vélo ou en voiture sans s’en rendre compte. Quelques différences méritent pourtant d’être connues.',
      '- À La Panne, on parle néerlandais, mais le français est largement compris.',
      '- Les magasins belges ouvrent souvent le dimanche.',
      '- Le numéro d’urgence européen, le 112, fonctionne des deux côtés.',
      'Le village d’Adinkerke, juste après la frontière, est connu pour ses commerces de tabac et de chocolat fréquentés par les Français.',
    ],
  },
  {
    title: 'Une journée au Fort des Dunes',
    categories: ['patrimoine-et-histoire', 'en-famille'],
    image: 'dunes-hiver',
    excerpt:
      'Caché dans les dunes de Leffrinckoucke, ce fort du XIXᵉ siècle se visite et accueille spectacles et reconstitutions.',
    body: [
      'Bâti après la guerre de 1870 pour protéger Dunkerque, le Fort des Dunes a traversé deux guerres mondiales. Ses casemates et son parcours de visite racontent l’histoire militaire de la côte.',
      'L’été, le fort accueille des spectacles en plein air et des reconstitutions historiques qui plaisent beaucoup aux enfants. Prévoyez une lampe de poche pour les galeries.',
    ],
  },
  {
    title: 'Le sentier du littoral, de Dunkerque à la frontière',
    categories: ['balades-et-randonnees'],
    image: 'dunes-matin',
    excerpt:
      'Dix-huit kilomètres de dunes, de plages et de digues : le sentier du littoral se parcourt en une journée ou par tronçons.',
    body: [
      'Le sentier relie Malo-les-Bains à la frontière belge en alternant passages sur la digue, sentiers dunaires et tronçons de plage. Le balisage est assuré par les bandes blanches et rouges des grandes randonnées.',
      'Pour une première fois, nous conseillons le tronçon Zuydcoote – Bray-Dunes, le plus sauvage, à parcourir à marée basse pour revenir par la plage.',
    ],
  },
  {
    title: 'Marche nordique dans les dunes',
    categories: ['balades-et-randonnees', 'sports-et-loisirs'],
    image: 'dunes-couchant',
    excerpt:
      'Le sable meuble transforme la marche nordique en séance complète. Le club local propose des sorties toute l’année.',
    body: [
      'Avec ses bâtons et sa foulée ample, la marche nordique sollicite tout le corps. Dans le sable des dunes, l’effort est encore plus complet, sans choc pour les articulations.',
      'Les sorties du club partent le mardi et le samedi matin du parking de la digue. Les bâtons sont prêtés pour les premières séances.',
    ],
  },
  {
    title: 'Balade au clair de lune sur l’estran',
    categories: ['balades-et-randonnees'],
    image: 'phare-nuit',
    excerpt:
      'Une fois par mois, un guide nature emmène les promeneurs sur la plage à la tombée de la nuit. Expérience magique garantie.',
    body: [
      'Les nuits de pleine lune, la plage change de visage : le sable luit, les vagues s’argentent et les lumières de La Panne scintillent au loin. Le guide raconte les marées, les étoiles et les légendes de la côte.',
      'Prévoyez des vêtements chauds et une lampe frontale à lumière rouge. La sortie est annulée en cas de vent fort.',
    ],
  },
  {
    title: 'Les crevettes grises, l’or de la mer du Nord',
    categories: ['produits-du-terroir'],
    image: 'marche-matin',
    excerpt:
      'Pêchées au chalut, cuites à bord et décortiquées à la main : la crevette grise est la fierté de la côte.',
    body: [
      'Petite, translucide une fois cuite, la crevette grise se déguste nature avec une tartine beurrée, en croquettes ou dans une tomate farcie, classique de la côte belge voisine.',
      'Au marché, on l’achète cuite et entière. La décortiquer demande un coup de main qu’un poissonnier vous montrera volontiers : on tire la tête, on presse la queue, et le tour est joué.',
    ],
  },
  {
    title: 'Bières de la Flandre : le guide du débutant',
    categories: ['produits-du-terroir'],
    image: 'estaminet-nuit',
    excerpt:
      'Blondes, ambrées, bières de garde ou triples : la Flandre française et belge compte des dizaines de brasseries.',
    body: [
      'La bière de garde est la spécialité de la Flandre française : une bière de fermentation haute, gardée plusieurs semaines avant d’être bue. Les brasseries de l’arrière-pays en proposent de nombreuses versions.',
      '- Une blonde légère pour accompagner les moules.',
      '- Une ambrée pour la carbonade.',
      '- Une brune pour le fromage de Bergues.',
      'À consommer avec modération, bien sûr.',
    ],
  },
  {
    title: 'Le Bergues, fromage au lait cru des marais',
    categories: ['produits-du-terroir'],
    image: 'marche-hiver',
    excerpt: 'Lavé à la bière ou à la saumure, le Bergues est un fromage discret qui mérite le détour.',
    body: [
      'Fabriqué autrefois dans les fermes des environs de Bergues avec le lait écrémé, ce fromage à pâte molle et croûte lavée a un goût plus doux que son odeur ne le laisse penser.',
      'On le trouve chez les fromagers du marché. Il s’accompagne d’un pain de campagne et d’une bière brune.',
    ],
  },
  {
    title: 'Pain d’épices, spéculoos et vergeoise',
    categories: ['produits-du-terroir'],
    image: 'marche-midi',
    excerpt:
      'Les douceurs flamandes ont un point commun : la vergeoise, ce sucre de betterave au goût de caramel.',
    body: [
      'La vergeoise, blonde ou brune, est le sucre de la Flandre. Elle parfume la tarte au sucre, les gaufres fourrées et les spéculoos, ces biscuits épicés que l’on trempe dans le café.',
      'À Noël, les boulangeries vendent des coquilles, des brioches en forme d’enfant Jésus que l’on offre le matin du 25 décembre.',
    ],
  },
  {
    title: 'La friterie, une institution',
    categories: ['estaminets-et-tables'],
    image: 'estaminet-midi',
    excerpt:
      'Cornet de frites, fricadelle et sauce andalouse : pourquoi on ne quitte pas la côte sans un passage à la friterie.',
    body: [
      'Dans le Nord comme en Belgique, la friterie est un lieu de vie. On y commande un cornet de frites cuites en deux fois, une viande (fricadelle, boulette, mexicanos) et une sauce parmi une dizaine.',
      'Le secret des bonnes frites : des pommes de terre bintje, une première cuisson douce, un repos, puis une seconde cuisson vive juste avant de servir.',
    ],
  },
  {
    title: 'Où manger un poisson de la criée ?',
    categories: ['estaminets-et-tables'],
    image: 'phare-couchant',
    excerpt:
      'Sole, turbot, raie ou hareng : les restaurants de la mer s’approvisionnent à la criée de Dunkerque. Nos conseils pour bien choisir.',
    body: [
      'Un bon restaurant de poisson affiche la provenance de ses produits et adapte sa carte à la pêche du jour. Méfiez-vous des cartes trop longues : la fraîcheur se paie en choix restreint.',
      'Le hareng, fumé ou saur, est la spécialité historique de Dunkerque. Servi avec des pommes de terre tièdes et des oignons, il fait un déjeuner simple et parfait.',
    ],
  },
  {
    title: 'Salons de thé et gaufres de la digue',
    categories: ['estaminets-et-tables', 'en-famille'],
    image: 'digue-couchant',
    excerpt:
      'Pour le goûter, la digue offre un choix de gaufres, glaces et chocolats chauds. Petit tour des classiques.',
    body: [
      'La gaufre de Bruxelles, rectangulaire et légère, se mange au sucre glace ou à la chantilly. La gaufre de Liège, plus dense et caramélisée, se déguste nature, encore tiède.',
      'Par temps gris, rien ne vaut un chocolat chaud face à la mer, derrière la vitre d’un salon de thé de la digue.',
    ],
  },
  {
    title: 'Les marchés de la côte, jour par jour',
    categories: ['produits-du-terroir', 'pratique'],
    image: 'marche-midi',
    excerpt:
      'De Bray-Dunes à La Panne, il y a un marché presque chaque jour de la semaine. Le calendrier pour faire ses courses en vacances.',
    body: [
      'Le marché de Bray-Dunes se tient sur la place, avec ses producteurs de légumes des Moëres, son poissonnier et son fromager. L’été, un marché du soir s’ajoute sur la digue.',
      'À La Panne, le marché hebdomadaire occupe plusieurs rues du centre. Les dates des marchés spéciaux (terroir, Noël, brocantes) figurent dans l’[agenda](/agenda?category=marches).',
    ],
  },
]
