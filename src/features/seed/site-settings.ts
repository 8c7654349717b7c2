/** The `site-settings` global of the demo: name, city marker, main menu and footer. */
import { eventCategories } from './content/event-types'
import { placeCategories } from './content/place-categories'

const link = (label: string, url: string) => ({ label, url })

/** Dropdowns list their most general link first: clicking the top entry goes there. */
export function demoSiteSettings(year: number) {
  return {
    siteName: 'Escale',
    tagline: 'Le guide de Bray-Dunes et de la côte flamande',
    description:
      'Plages, dunes, estaminets, agenda des sorties et carte des bonnes adresses : le guide de Bray-Dunes, entre Dunkerque et La Panne, écrit par ceux qui y vivent.',
    city: { latitude: 51.08, longitude: 2.58, zoom: 13, address: '1 place de la Mairie, 59123 Bray-Dunes' },
    mapTileToken: null,
    mainMenu: [
      {
        ...link('Découvrir', '/articles'),
        children: [
          link('Tous les articles', '/articles'),
          link('Plages et dunes', '/categorie/plages-et-dunes'),
          link('Patrimoine et histoire', '/categorie/patrimoine-et-histoire'),
          link('Balades et randonnées', '/categorie/balades-et-randonnees'),
          link('Gastronomie', '/categorie/gastronomie'),
          link('Sports et loisirs', '/categorie/sports-et-loisirs'),
          link('Culture et traditions', '/categorie/culture-et-traditions'),
        ],
      },
      {
        ...link('Agenda', '/agenda'),
        children: [
          link('Tout l’agenda', '/agenda'),
          ...eventCategories.slice(0, 6).map((c) => link(c.title, `/agenda?category=${c.slug}`)),
        ],
      },
      {
        ...link('Carte', '/carte'),
        children: [
          link('Toute la carte', '/carte'),
          ...placeCategories.map((c) => link(c.title, `/carte?categorie=${c.slug}`)),
        ],
      },
      {
        ...link('Infos pratiques', '/infos-pratiques'),
        children: [
          link('Infos pratiques', '/infos-pratiques'),
          link('Venir à Bray-Dunes', '/infos-pratiques#acces'),
          link('Se baigner', '/infos-pratiques#plages'),
        ],
      },
      { ...link('À propos', '/a-propos'), children: [] },
    ],
    footer: {
      about:
        'Escale est le guide de Bray-Dunes et de ses environs, tenu par une association de bénévoles. Articles, agenda et carte sont mis à jour toute l’année.',
      address: 'Association Escale\nPlace de la Mairie\n59123 Bray-Dunes',
      columns: [
        {
          title: 'Le guide',
          links: [link('Articles', '/articles'), link('Agenda', '/agenda'), link('Carte', '/carte')],
        },
        {
          title: 'L’association',
          links: [link('À propos', '/a-propos')],
        },
        {
          title: 'Informations',
          links: [
            link('Infos pratiques', '/infos-pratiques'),
            link('Mentions légales', '/mentions-legales'),
            link('Flux RSS', '/flux.xml'),
            link('Agenda (iCal)', '/agenda.ics'),
          ],
        },
      ],
      copyright: `© ${year} Association Escale, Bray-Dunes`,
    },
  }
}
