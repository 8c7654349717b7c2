'use client'

import { useId } from 'react'
import { acceptConsentCategory, useConsent } from '@/features/consent/client'
import { NEEDS_CONSENT } from '@/features/consent/components/ConsentManager'
import { youtubeWatchUrl } from '../youtube'
import './video-facade.css'

export type FacadeImage = { src: string; srcSet?: string; width: number; height: number }

type Props = {
  youtubeId: string
  title: string
  /** Our own picture of the video (its thumbnail in the media library, or the default image). */
  image: FacadeImage
  /** YouTube's picture, used only once the visitor has allowed YouTube's videos. */
  remoteImage?: FacadeImage
  sizes?: string
  onPlay: () => void
  className?: string
}

/**
 * A video before it plays: its picture and a play button, without a single request to YouTube. The notice
 * says what playing loads; playing is the visitor's consent for this video only, and « Toujours
 * autoriser » accepts the videos category for every video (the consent manager). Without script the
 * button is a link to the video on YouTube.
 */
export function VideoFacade({ youtubeId, title, image, remoteImage, sizes, onPlay, className }: Props) {
  const allowed = useConsent('videos')
  const noticeId = useId()
  const shown = allowed && remoteImage ? remoteImage : image
  return (
    <div
      className={`video-facade${className ? ` ${className}` : ''}`}
      {...(allowed ? {} : { [NEEDS_CONSENT]: '' })}
    >
      <a
        className="video-facade__play"
        href={youtubeWatchUrl(youtubeId)}
        aria-describedby={allowed ? undefined : noticeId}
        onClick={(event) => {
          event.preventDefault()
          onPlay()
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- our media library's sizes, or YouTube's picture once allowed */}
        <img
          className="video-facade__image"
          src={shown.src}
          srcSet={shown.srcSet || undefined}
          sizes={shown.srcSet ? sizes : undefined}
          width={shown.width}
          height={shown.height}
          alt=""
        />
        <span className="video-facade__icon" aria-hidden="true">
          <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
            <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 12.9.1 24 .1 24s0 11.1 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35.1 67.9 24 67.9 24s0-11.1-1.4-16.3z" />
            <path d="M27 34V14l18 10z" fill="#fff" />
          </svg>
        </span>
        <span className="video-facade__label">Lire la vidéo : {title}</span>
      </a>
      {allowed ? null : (
        <p className="video-facade__notice" id={noticeId}>
          Lire cette vidéo charge le lecteur de YouTube (Google), qui dépose des cookies et reçoit votre
          adresse IP.{' '}
          <button
            type="button"
            className="video-facade__allow"
            onClick={() => void acceptConsentCategory('videos')}
          >
            Toujours autoriser les vidéos YouTube
          </button>
        </p>
      )}
    </div>
  )
}
