'use client'

import { youtubeEmbedUrl } from '../youtube'

/** YouTube's player in its privacy-enhanced domain, started at once (the visitor asked for it). */
export function YouTubeFrame({
  youtubeId,
  title,
  className,
}: {
  youtubeId: string
  title: string
  className?: string
}) {
  return (
    <iframe
      className={className}
      src={youtubeEmbedUrl(youtubeId, { autoplay: true })}
      title={`Vidéo : ${title}`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  )
}
