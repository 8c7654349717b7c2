import { SiteLink } from '@/features/site/components/SiteLink'
import { playlistPath } from '../gallery-rules'
import { getPlaylistLinks, type PlaylistGalleryData } from '../queries'
import { pageOptions } from '../route-params'
import { VideoGallery } from './VideoGallery'

/** The video pages: a playlist's gallery, its presentation, and links to the other playlists. */
export async function VideosPage({ playlist, page }: { playlist: PlaylistGalleryData; page: number }) {
  const others = (await getPlaylistLinks()).filter((link) => link.slug !== playlist.slug)
  return (
    <main id="contenu" data-page="videos" tabIndex={-1} className="container section">
      <h1>Vidéos{page > 1 ? ` (page ${page})` : ''}</h1>
      {playlist.description ? <p className="page__lead">{playlist.description}</p> : null}
      <VideoGallery
        id="galerie-videos"
        playlist={playlist}
        options={pageOptions(playlist)}
        page={page}
        priority
      />
      {others.length > 0 ? (
        <nav aria-labelledby="autres-playlists">
          <h2 id="autres-playlists">Autres playlists</h2>
          <ul>
            {others.map((link) => (
              <li key={link.slug}>
                <SiteLink href={playlistPath(link.slug, link.main)}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  )
}
