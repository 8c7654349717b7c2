/** A YouTube video id is 11 characters of letters, digits, "-" and "_". */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The video id of a YouTube address (watch, youtu.be, embed, shorts, nocookie), or an error in French:
 * the carousel shows it in place of a video it cannot play.
 */
export function parseYoutubeUrl(url: string | null | undefined): { id: string } | { error: string } {
  if (!url?.trim()) return { error: 'Adresse de la vidéo manquante.' }
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return { error: 'Adresse de vidéo non prise en charge.' }
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '')
  let id: string | null = null
  if (host === 'youtu.be') id = parsed.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      parsed.searchParams.get('v') ??
      parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/)?.[1] ??
      null
  }
  return id && YOUTUBE_ID.test(id) ? { id } : { error: 'Adresse de vidéo non prise en charge.' }
}

export const youtubeThumbnail = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`

/** The privacy-enhanced player's address; `api` lets the page follow the player (autonext). */
export function youtubeEmbedUrl(id: string, { autoplay = false, api = false } = {}): string {
  const query = new URLSearchParams({
    rel: '0',
    ...(autoplay ? { autoplay: '1' } : {}),
    ...(api ? { enablejsapi: '1' } : {}),
  })
  return `https://www.youtube-nocookie.com/embed/${id}?${query}`
}
