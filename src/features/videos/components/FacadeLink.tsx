import type { MouseEvent } from 'react'
import { youtubeWatchUrl } from '../youtube'
import './video-facade.css'

export type FacadeImage = { src: string; srcSet?: string; width: number; height: number }

type Props = {
  youtubeId: string
  title: string
  image: FacadeImage
  sizes?: string
  describedBy?: string
  /** The page's largest image (the gallery atop /videos): fetched first, the scripts wait for its paint. */
  priority?: boolean
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * A video's picture with its play button: a link to the video on YouTube. The facade (VideoFacade) plays
 * the video in place on a click; the server's first render of a gallery shows this link alone, which is
 * what a browser without script keeps.
 */
export function FacadeLink({ youtubeId, title, image, sizes, describedBy, priority, onClick }: Props) {
  return (
    <a
      className="video-facade__play"
      href={youtubeWatchUrl(youtubeId)}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- our media library's sizes, or YouTube's picture once allowed */}
      <img
        className="video-facade__image"
        src={image.src}
        srcSet={image.srcSet || undefined}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt=""
        fetchPriority={priority ? 'high' : undefined}
      />
      <span className="video-facade__icon" aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
          <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 12.9.1 24 .1 24s0 11.1 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35.1 67.9 24 67.9 24s0-11.1-1.4-16.3z" />
          <path d="M27 34V14l18 10z" fill="#fff" />
        </svg>
      </span>
      <span className="video-facade__label">Lire la vidéo : {title}</span>
    </a>
  )
}
