import type { PlaylistGalleryData } from './queries'

/** What the video pages say of themselves to search engines: the playlist's presentation, else this. */
export const videosDescription = (playlist: PlaylistGalleryData) =>
  playlist.description ||
  `${playlist.title} : les vidéos d’Escale sur Bray-Dunes, sa plage, ses dunes et ses fêtes.`
