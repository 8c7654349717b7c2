'use client'

import { useState } from 'react'
import { youtubeThumbnail, youtubeWatchUrl } from '@/features/videos/youtube'

/**
 * A video facade: a thumbnail and a play button; the YouTube player (privacy-enhanced domain) loads only
 * when the visitor asks for it. Without JavaScript the button is a link to the video.
 */
export function VideoSlide({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <div className="home-slide home-slide--video">
        <iframe
          className="home-slide__player"
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
    )
  }
  return (
    <a
      className="home-slide home-slide--video"
      href={youtubeWatchUrl(videoId)}
      onClick={(event) => {
        event.preventDefault()
        setPlaying(true)
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a remote thumbnail, shown as is */}
      <img
        className="home-slide__image"
        src={youtubeThumbnail(videoId)}
        alt=""
        width={480}
        height={360}
        loading="lazy"
      />
      <span className="home-slide__caption">
        <span className="home-slide__title">
          <span aria-hidden="true">▶ </span>
          Lire la vidéo : {title}
        </span>
      </span>
    </a>
  )
}
