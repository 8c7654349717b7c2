'use client'

import { useState } from 'react'
import { VideoFacade } from '@/features/videos/components/VideoFacade'
import { YouTubeFrame } from '@/features/videos/components/YouTubeFrame'
import { FALLBACK_THUMBNAIL } from '@/features/videos/fallback'
import { youtubeThumbnail } from '@/features/videos/youtube'

/**
 * A video slide: the video facade (no request to YouTube until the visitor plays it or allows YouTube's
 * videos, then YouTube's own picture), and the player once asked for. Without JavaScript the facade is a
 * link to the video.
 */
export function VideoSlide({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  return (
    <div className="home-slide home-slide--video">
      {playing ? (
        <YouTubeFrame youtubeId={videoId} title={title} className="home-slide__player" />
      ) : (
        <VideoFacade
          youtubeId={videoId}
          title={title}
          image={FALLBACK_THUMBNAIL}
          remoteImage={{ src: youtubeThumbnail(videoId), width: 480, height: 360 }}
          onPlay={() => setPlaying(true)}
        />
      )}
    </div>
  )
}
