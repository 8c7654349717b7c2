import { API_CHECKS, API_CHECK_MS } from './gallery-rules'

/** The part of YouTube's iframe API the gallery uses: a player that says when its video ended. */
export type YouTubePlayer = { destroy: () => void; getIframe: () => HTMLIFrameElement }
type YouTubeApi = {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string
      host: string
      playerVars: Record<string, number | string>
      events: { onStateChange: (event: { data: number }) => void }
    },
  ) => YouTubePlayer
}

declare global {
  interface Window {
    YT?: Partial<YouTubeApi>
  }
}

const API_URL = 'https://www.youtube.com/iframe_api'
/** The player's state when its video has played to the end. */
const ENDED = 0

let loading: Promise<YouTubeApi | null> | null = null

/**
 * Loads YouTube's iframe API once per page (only ever called after the visitor's consent for videos) and
 * looks for it every second, five times: when it is not there by then (blocked, offline), the gallery
 * plays videos in a plain player, without autonext.
 */
export function loadYouTubeApi(): Promise<YouTubeApi | null> {
  loading ??= new Promise((resolve) => {
    if (!document.querySelector(`script[src="${API_URL}"]`)) {
      const script = document.createElement('script')
      script.src = API_URL
      script.async = true
      document.head.append(script)
    }
    let checks = 0
    const check = () => {
      if (typeof window.YT?.Player === 'function') return resolve(window.YT as YouTubeApi)
      checks += 1
      if (checks >= API_CHECKS) return resolve(null)
      window.setTimeout(check, API_CHECK_MS)
    }
    window.setTimeout(check, API_CHECK_MS)
  })
  return loading
}

/** A player in `host` (its content is replaced) that calls `onEnded` when the video ends. */
export function createPlayer(
  api: YouTubeApi,
  host: HTMLElement,
  { youtubeId, title, onEnded }: { youtubeId: string; title: string; onEnded: () => void },
): YouTubePlayer {
  const target = document.createElement('div')
  host.replaceChildren(target)
  const player = new api.Player(target, {
    videoId: youtubeId,
    host: 'https://www.youtube-nocookie.com',
    playerVars: { autoplay: 1, rel: 0 },
    events: { onStateChange: (event) => event.data === ENDED && onEnded() },
  })
  player.getIframe?.()?.setAttribute('title', `Vidéo : ${title}`)
  return player
}
