'use client'

import { useEffect, useRef, useState } from 'react'
import { YouTubeFrame } from './YouTubeFrame'

type Props = { youtubeId: string; title: string; onEnded: () => void }

/**
 * The gallery's player when autonext is on: YouTube's iframe API (loaded once, after consent) tells when a
 * video ends. When the API cannot be had, a plain player plays the video and autonext stops there.
 */
export function ApiPlayer({ youtubeId, title, onEnded }: Props) {
  const host = useRef<HTMLDivElement>(null)
  const ended = useRef(onEnded)
  const [plain, setPlain] = useState(false)
  useEffect(() => {
    ended.current = onEnded
  }, [onEnded])

  useEffect(() => {
    let active = true
    let player: { destroy: () => void } | null = null
    void import('../youtube-api').then(async ({ loadYouTubeApi, createPlayer }) => {
      const api = await loadYouTubeApi()
      if (!active) return
      if (!api || !host.current) return setPlain(true)
      player = createPlayer(api, host.current, { youtubeId, title, onEnded: () => ended.current() })
    })
    return () => {
      active = false
      player?.destroy()
    }
  }, [youtubeId, title])

  if (plain) return <YouTubeFrame youtubeId={youtubeId} title={title} className="video-gallery__frame" />
  return <div ref={host} className="video-gallery__frame" />
}
