'use client'

import { useId } from 'react'
import { acceptConsentCategory, useConsent } from '@/features/consent/client'
import { NEEDS_CONSENT } from '@/features/consent/categories'
import { FACADE_NOTICE } from '../fallback'
import { type FacadeImage, FacadeLink } from './FacadeLink'

type Props = {
  youtubeId: string
  title: string
  /** Our own picture of the video (its thumbnail in the media library, or the default image). */
  image: FacadeImage
  /** YouTube's picture, used only once the visitor has allowed YouTube's videos. */
  remoteImage?: FacadeImage
  sizes?: string
  /** The page's largest image: fetched first (FacadeLink). */
  priority?: boolean
  onPlay: () => void
  className?: string
}

/**
 * A video before it plays: its picture and a play button, without a single request to YouTube. The notice
 * says what playing loads; playing is the visitor's consent for this video only, and « Toujours
 * autoriser » accepts the videos category for every video (the consent manager). Without script the
 * button is a link to the video on YouTube.
 */
export function VideoFacade({
  youtubeId,
  title,
  image,
  remoteImage,
  sizes,
  priority,
  onPlay,
  className,
}: Props) {
  const allowed = useConsent('videos')
  const noticeId = useId()
  const shown = allowed && remoteImage ? remoteImage : image
  return (
    <div
      className={`video-facade${className ? ` ${className}` : ''}`}
      {...(allowed ? {} : { [NEEDS_CONSENT]: '' })}
    >
      <FacadeLink
        youtubeId={youtubeId}
        title={title}
        image={shown}
        sizes={sizes}
        priority={priority}
        describedBy={allowed ? undefined : noticeId}
        onClick={(event) => {
          event.preventDefault()
          onPlay()
        }}
      />
      {allowed ? null : (
        <p className="video-facade__notice" id={noticeId}>
          {FACADE_NOTICE}{' '}
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
