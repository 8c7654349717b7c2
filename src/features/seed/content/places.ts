/**
 * Points of interest of the map, in and around Bray-Dunes (and across the border in La Panne and
 * Adinkerke). Coordinates stay south of the shoreline modelled in ../geo.ts. `sub` names the
 * sub-category; the category is its parent. `number` marks the stops of the numbered remembrance walk.
 */
export type PlaceSeed = {
  title: string
  sub: string
  lat: number
  lon: number
  address?: string
  description: string
  number?: number
}

const BD = '59123 Bray-Dunes'

export const places: PlaceSeed[] = [
  // Plages et nature
  { title: 'Plage centrale de Bray-Dunes', sub: 'plages', lat: 51.0815, lon: 2.515, address: `Digue de mer, ${BD}`, description: 'La grande plage surveillée en été, devant le poste de secours central.' },
  { title: 'Plage est, vers la frontière', sub: 'plages', lat: 51.0868, lon: 2.534, description: 'Plage sauvage au pied des dunes, prisée des promeneurs et des chars à voile.' },
  { title: 'Plage de Zuydcoote', sub: 'plages', lat: 51.076, lon: 2.4965, address: '59123 Zuydcoote', description: 'Plage sauvage d’où l’on aperçoit les épaves de 1940 à marée basse.' },
  { title: 'Plage de La Panne', sub: 'plages', lat: 51.1, lon: 2.582, address: 'Zeedijk, 8660 De Panne (Belgique)', description: 'Large plage de sable fin au pied de la digue animée de La Panne.' },
  { title: 'Dune du Perroquet', sub: 'dunes-et-reserves', lat: 51.086, lon: 2.542, address: `Chemin du Perroquet, ${BD}`, description: 'Massif dunaire protégé entre Bray-Dunes et la frontière, avec une dune fossile et des pannes humides.' },
  { title: 'Réserve naturelle de la Dune Marchand', sub: 'dunes-et-reserves', lat: 51.07, lon: 2.5, address: 'Route de Zuydcoote, 59123 Zuydcoote', description: 'Réserve naturelle nationale aux orchidées rares ; sentier balisé, chiens en laisse.' },
  { title: 'Réserve du Westhoek', sub: 'dunes-et-reserves', lat: 51.0905, lon: 2.562, address: '8660 De Panne (Belgique)', description: 'Grande réserve dunaire belge, dans le prolongement de la Dune du Perroquet.' },
  { title: 'Pannes humides du Perroquet', sub: 'dunes-et-reserves', lat: 51.0835, lon: 2.548, description: 'Dépressions inondées l’hiver, où chantent les crapauds calamites au printemps.' },
  { title: 'Belvédère de la Dune du Perroquet', sub: 'points-de-vue', lat: 51.0872, lon: 2.545, description: 'Le point culminant du sentier : vue sur la mer, les dunes et La Panne.' },
  { title: 'Borne frontière', sub: 'points-de-vue', lat: 51.0888, lon: 2.547, description: 'La borne qui marque la frontière franco-belge, au milieu des dunes.' },
  { title: 'Point de vue sur les épaves', sub: 'points-de-vue', lat: 51.0782, lon: 2.504, description: 'Depuis le haut de plage, vue sur les épaves de l’opération Dynamo à marée basse.' },
  // Restaurants et estaminets
  { title: 'Estaminet Au Vieux Perroquet', sub: 'estaminets', lat: 51.0775, lon: 2.5185, address: `14 rue du Général Leclerc, ${BD}`, description: 'Potjevleesch, carbonade et jeux flamands dans un décor d’antan.' },
  { title: 'Estaminet La Ferme des Moëres', sub: 'estaminets', lat: 51.0535, lon: 2.53, address: '3 route des Moëres, 59122 Ghyvelde', description: 'Estaminet dans une ferme flamande, produits de l’exploitation.' },
  { title: 'Estaminet Le Lion de Flandre', sub: 'estaminets', lat: 51.0768, lon: 2.516, address: `2 place de la Mairie, ${BD}`, description: 'Welsh, croquettes de crevettes et bières de la région.' },
  { title: 'Friterie de la Digue', sub: 'friteries', lat: 51.0806, lon: 2.5165, address: `Digue de mer, ${BD}`, description: 'Frites à la graisse de bœuf et fricadelles, face à la mer.' },
  { title: 'Friterie Chez Dédé', sub: 'friteries', lat: 51.0752, lon: 2.5205, address: `31 rue des Dunes, ${BD}`, description: 'La baraque à frites des habitants, ouverte tard le week-end.' },
  { title: 'Friterie du Camping', sub: 'friteries', lat: 51.0722, lon: 2.528, address: `Rue de la Frontière, ${BD}`, description: 'Petite friterie saisonnière à l’entrée du camping.' },
  { title: 'Restaurant La Vague', sub: 'restaurants-de-la-mer', lat: 51.0808, lon: 2.514, address: `48 digue de mer, ${BD}`, description: 'Poissons de la criée de Dunkerque et moules en saison.' },
  { title: 'Le Bistrot des Dunes', sub: 'restaurants-de-la-mer', lat: 51.0812, lon: 2.52, address: `Digue de mer, ${BD}`, description: 'Cuisine de la mer et terrasse vitrée face au large.' },
  { title: 'La Marée Haute', sub: 'restaurants-de-la-mer', lat: 51.0803, lon: 2.512, address: `6 avenue de la Plage, ${BD}`, description: 'Plateaux de fruits de mer et soles meunière.' },
  { title: 'Brasserie de l’Esplanade', sub: 'restaurants-de-la-mer', lat: 51.099, lon: 2.586, address: 'Zeedijk, 8660 De Panne (Belgique)', description: 'Croquettes de crevettes grises et moules sur la digue belge.' },
  { title: 'Salon de thé La Gaufrette', sub: 'cafes-et-salons-de-the', lat: 51.0809, lon: 2.5175, address: `Digue de mer, ${BD}`, description: 'Gaufres de Bruxelles et de Liège, chocolat chaud maison.' },
  { title: 'Café de la Mairie', sub: 'cafes-et-salons-de-the', lat: 51.0771, lon: 2.518, address: `1 place de la Mairie, ${BD}`, description: 'Le café du marché, terrasse ensoleillée le matin.' },
  { title: 'Glacier Les Sables d’Or', sub: 'cafes-et-salons-de-the', lat: 51.081, lon: 2.513, address: `Digue de mer, ${BD}`, description: 'Glaces artisanales, dont un parfum spéculoos très demandé.' },
  // Hébergements
  { title: 'Hôtel de la Plage', sub: 'hotels', lat: 51.0807, lon: 2.515, address: `22 digue de mer, ${BD}`, description: 'Hôtel familial, chambres avec vue sur la mer.' },
  { title: 'Hôtel Les Mouettes', sub: 'hotels', lat: 51.0795, lon: 2.518, address: `9 avenue de la Plage, ${BD}`, description: 'Petit hôtel au calme, à deux minutes de la digue.' },
  { title: 'Hôtel Duinhof', sub: 'hotels', lat: 51.0965, lon: 2.58, address: '8660 De Panne (Belgique)', description: 'Hôtel dans les dunes, côté belge.' },
  { title: 'Camping des Dunes', sub: 'campings', lat: 51.0718, lon: 2.5296, address: `Rue de la Frontière, ${BD}`, description: 'Grand camping entre dunes et village, emplacements et mobil-homes.' },
  { title: 'Camping du Perroquet', sub: 'campings', lat: 51.082, lon: 2.544, address: `Chemin du Perroquet, ${BD}`, description: 'Camping au pied de la dune, accès direct à la plage.' },
  { title: 'Aire de camping-cars', sub: 'campings', lat: 51.0745, lon: 2.523, address: `Rue des Pêcheurs, ${BD}`, description: 'Aire de services et de stationnement pour camping-cars.' },
  { title: 'Gîte La Maison du Pêcheur', sub: 'gites-et-chambres-d-hotes', lat: 51.076, lon: 2.512, address: `5 rue des Pêcheurs, ${BD}`, description: 'Maison de pêcheur rénovée pour six personnes.' },
  { title: 'Chambres d’hôtes Villa Marguerite', sub: 'gites-et-chambres-d-hotes', lat: 51.0798, lon: 2.511, address: `17 avenue de la Plage, ${BD}`, description: 'Villa Belle Époque, trois chambres et petit déjeuner flamand.' },
  { title: 'Gîte de la ferme', sub: 'gites-et-chambres-d-hotes', lat: 51.056, lon: 2.518, address: 'Route de Bray-Dunes, 59122 Ghyvelde', description: 'Gîte à la ferme au calme des polders.' },
  // Culture et patrimoine
  { title: 'Monument de l’opération Dynamo', sub: 'monuments-et-memoire', lat: 51.0805, lon: 2.5125, address: `Digue de mer, ${BD}`, description: 'Stèle en mémoire des soldats évacués en mai et juin 1940.', number: 1 },
  { title: 'Épave du Crested Eagle', sub: 'monuments-et-memoire', lat: 51.0771, lon: 2.4985, description: 'Épave d’un bateau à aubes coulé le 29 mai 1940, visible à marée basse.', number: 2 },
  { title: 'Ancien sanatorium de Zuydcoote', sub: 'monuments-et-memoire', lat: 51.072, lon: 2.49, address: '59123 Zuydcoote', description: 'Grand bâtiment de briques, hôpital pendant la bataille de Dunkerque.', number: 3 },
  { title: 'Cimetière militaire de Zuydcoote', sub: 'monuments-et-memoire', lat: 51.064, lon: 2.493, address: '59123 Zuydcoote', description: 'Cimetière des soldats français et britanniques tombés en 1940.', number: 4 },
  { title: 'Salle d’exposition de la mairie', sub: 'musees-et-expositions', lat: 51.0771, lon: 2.5172, address: `Place de la Mairie, ${BD}`, description: 'Expositions temporaires sur l’histoire et le patrimoine de la station.' },
  { title: 'Médiathèque', sub: 'musees-et-expositions', lat: 51.0758, lon: 2.5141, address: `10 rue du Général Leclerc, ${BD}`, description: 'Livres, jeux, expositions et heure du conte le mercredi.' },
  { title: 'Maison de la Dune', sub: 'musees-et-expositions', lat: 51.0842, lon: 2.539, address: `Chemin du Perroquet, ${BD}`, description: 'Centre d’interprétation sur la faune et la flore des dunes.' },
  { title: 'Salle des fêtes', sub: 'lieux-de-spectacle', lat: 51.0762, lon: 2.5196, address: `Rue du Général Leclerc, ${BD}`, description: 'Bals, spectacles, lotos et salons tout au long de l’année.' },
  { title: 'Kiosque de la digue', sub: 'lieux-de-spectacle', lat: 51.081, lon: 2.519, address: `Digue de mer, ${BD}`, description: 'Concerts gratuits le dimanche après-midi en été.' },
  { title: 'Église de Bray-Dunes', sub: 'lieux-de-spectacle', lat: 51.0775, lon: 2.5158, address: `Place de l’Église, ${BD}`, description: 'Concerts d’orgue et de chorales ; ouverture lors des journées du patrimoine.' },
  // Sports et loisirs
  { title: 'Club de char à voile', sub: 'glisse-et-char-a-voile', lat: 51.0835, lon: 2.525, address: `Digue est, ${BD}`, description: 'Initiations, stages et location de chars à voile toute l’année.' },
  { title: 'École de kitesurf', sub: 'glisse-et-char-a-voile', lat: 51.0842, lon: 2.529, address: `Digue est, ${BD}`, description: 'Cours de kitesurf encadrés, matériel fourni.' },
  { title: 'Location de paddles', sub: 'glisse-et-char-a-voile', lat: 51.0808, lon: 2.5125, address: `Digue de mer, ${BD}`, description: 'Paddles et kayaks de mer à l’heure, en saison.' },
  { title: 'Location de vélos de la digue', sub: 'velo', lat: 51.08, lon: 2.517, address: `Digue de mer, ${BD}`, description: 'Vélos, vélos électriques, tandems et remorques enfants.' },
  { title: 'Départ de la boucle des dunes', sub: 'velo', lat: 51.079, lon: 2.509, description: 'Point de départ de la boucle cyclable de 15 km vers Zuydcoote et Ghyvelde.' },
  { title: 'Cycles du Nord', sub: 'velo', lat: 51.0755, lon: 2.517, address: `27 rue des Dunes, ${BD}`, description: 'Réparation et vente de vélos, dépannage rapide pour les vacanciers.' },
  { title: 'Aire de jeux de la digue', sub: 'jeux-et-loisirs', lat: 51.0805, lon: 2.52, address: `Digue de mer, ${BD}`, description: 'Toboggans, balançoires et jeux d’eau pour les enfants.' },
  { title: 'Mini-golf des Dunes', sub: 'jeux-et-loisirs', lat: 51.079, lon: 2.522, address: `Avenue de la Plage, ${BD}`, description: 'Dix-huit trous sur le thème de la mer et des pirates.' },
  { title: 'Parcours de santé', sub: 'jeux-et-loisirs', lat: 51.076, lon: 2.526, description: 'Dix agrès en bois sur un sentier de 1,5 km.' },
  { title: 'Plopsaland De Panne', sub: 'jeux-et-loisirs', lat: 51.0805, lon: 2.5985, address: 'De Pannelaan 68, 8660 De Panne (Belgique)', description: 'Parc d’attractions familial, juste après la frontière.' },
  // Commerces et marchés
  { title: 'Marché de la place', sub: 'marches', lat: 51.0769, lon: 2.5176, address: `Place de la Mairie, ${BD}`, description: 'Marché hebdomadaire et marché du terroir le premier dimanche du mois.' },
  { title: 'Marché du soir de la digue', sub: 'marches', lat: 51.0811, lon: 2.5145, address: `Digue de mer, ${BD}`, description: 'En juillet et août, artisans et producteurs le jeudi soir.' },
  { title: 'Ferme des Moëres', sub: 'produits-locaux', lat: 51.053, lon: 2.55, address: 'Route des Moëres, 59122 Ghyvelde', description: 'Vente directe de pommes de terre, légumes et produits laitiers.' },
  { title: 'Poissonnerie de la côte', sub: 'produits-locaux', lat: 51.0765, lon: 2.519, address: `8 rue du Général Leclerc, ${BD}`, description: 'Crevettes grises, harengs fumés et poissons de la criée.' },
  { title: 'Brasserie artisanale de Ghyvelde', sub: 'produits-locaux', lat: 51.0515, lon: 2.524, address: '59122 Ghyvelde', description: 'Bières de garde brassées sur place, visite le samedi.' },
  { title: 'Librairie-presse du centre', sub: 'boutiques', lat: 51.077, lon: 2.5165, address: `4 place de la Mairie, ${BD}`, description: 'Journaux, cartes de randonnée et livres sur la région.' },
  { title: 'Boutiques d’Adinkerke', sub: 'boutiques', lat: 51.076, lon: 2.596, address: 'Duinkerkekeiheide, 8660 Adinkerke (Belgique)', description: 'Les commerces frontaliers, chocolat et spéculoos compris.' },
  { title: 'Boulangerie des Dunes', sub: 'boutiques', lat: 51.0762, lon: 2.5155, address: `12 rue des Dunes, ${BD}`, description: 'Tarte au sucre, pain d’épices et coquilles à Noël.' },
  // Services pratiques
  { title: 'Office de tourisme', sub: 'information', lat: 51.0774, lon: 2.5168, address: `Place de la Mairie, ${BD}`, description: 'Informations, horaires des marées, plans et billetterie.' },
  { title: 'Mairie de Bray-Dunes', sub: 'information', lat: 51.0771, lon: 2.5177, address: `Place de la Mairie, ${BD}`, description: 'Accueil du public du lundi au vendredi, location des cabines de plage.' },
  { title: 'Pharmacie de la plage', sub: 'sante', lat: 51.0767, lon: 2.5162, address: `6 rue des Dunes, ${BD}`, description: 'Pharmacie du centre ; pharmacie de garde : composer le 3237.' },
  { title: 'Poste de secours central', sub: 'sante', lat: 51.0817, lon: 2.5155, address: `Digue de mer, ${BD}`, description: 'Sauveteurs en juillet et août ; fauteuil de baignade disponible.' },
  { title: 'Maison médicale', sub: 'sante', lat: 51.075, lon: 2.515, address: `20 rue du Général Leclerc, ${BD}`, description: 'Médecins généralistes et infirmiers, consultations sur rendez-vous.' },
  { title: 'Parking de la digue est', sub: 'parkings', lat: 51.0825, lon: 2.528, address: `Digue est, ${BD}`, description: 'Parking gratuit de 200 places, vite complet en été.' },
  { title: 'Parking du Perroquet', sub: 'parkings', lat: 51.0846, lon: 2.5368, address: `Chemin du Perroquet, ${BD}`, description: 'Départ des sentiers de la Dune du Perroquet.' },
  { title: 'Parking relais de l’entrée de ville', sub: 'parkings', lat: 51.073, lon: 2.512, address: `Route de Zuydcoote, ${BD}`, description: 'Grand parking gratuit à dix minutes à pied de la plage.' },
  { title: 'Arrêt de bus Mairie', sub: 'transports', lat: 51.0773, lon: 2.5185, address: `Place de la Mairie, ${BD}`, description: 'Bus gratuits vers Dunkerque et sa gare.' },
  { title: 'Gare d’Adinkerke-De Panne', sub: 'transports', lat: 51.0768, lon: 2.601, address: 'Stationsplein, 8660 Adinkerke (Belgique)', description: 'Trains vers Bruxelles et correspondance avec le tram de la côte.' },
  { title: 'Terminus du tram de la côte', sub: 'transports', lat: 51.0985, lon: 2.593, address: '8660 De Panne (Belgique)', description: 'Le tram qui longe toute la côte belge jusqu’à Knokke.' },
]
