'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { animateScroll } from '@/features/anchors/scroll'
import { useConsent } from '@/features/consent/client'
import { PLAYER_SIZES } from '../fallback'
import { type ThumbVideo, fetchGalleryPage, thumbVideo } from '../gallery-client'
import {
  type GalleryOptions,
  LOAD_FAILED,
  SCROLL_MS,
  SCROLL_OFFSET_PX,
  afterVideoEnds,
} from '../gallery-rules'
import { ApiPlayer } from './ApiPlayer'
import { VideoFacade } from './VideoFacade'
import { YouTubeFrame } from './YouTubeFrame'

export type GalleryPlayerProps = {
  galleryId: string
  first: ThumbVideo
  options: GalleryOptions
  nonce: string
  /** The gallery opens the page: its picture is the page's largest image. */
  priority?: boolean
}

const THUMB = '.video-gallery__thumb'
const PAGE_LINK = 'a.video-gallery__page[data-page-token]'

/**
 * The gallery's current video and what the page's thumbnails and pager do (docs/behaviour/video-gallery.md).
 * The server renders the list (the same HTML call 7 answers); this leaf listens to it by id: a thumbnail
 * becomes the current video (and plays with `thumbplay` once YouTube is allowed), the pager fetches the
 * next or previous page with a loading state and an alert when it fails, and with `autonext` the end of a
 * video plays the next thumbnail, loading the next page when none remains.
 */
export function GalleryPlayer({ galleryId, first, options, nonce, priority }: GalleryPlayerProps) {
  const allowed = useConsent('videos')
  const [current, setCurrent] = useState(first)
  const [playing, setPlaying] = useState(false)
  const [error, setError] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const stage = useRef<HTMLDivElement>(null)
  const loading = useRef(false)
  const pages = useCallback(() => document.getElementById(`${galleryId}-pages`), [galleryId])

  const markCurrent = useCallback(
    (video: ThumbVideo) => {
      for (const link of pages()?.querySelectorAll<HTMLElement>(THUMB) ?? [])
        if (Number(link.dataset.index) === video.index) link.setAttribute('aria-current', 'true')
        else link.removeAttribute('aria-current')
    },
    [pages],
  )

  const choose = useCallback(
    (video: ThumbVideo, play: boolean) => {
      setCurrent(video)
      setPlaying(play)
      markCurrent(video)
      setAnnouncement(`Vidéo choisie : ${video.title}`)
      const top = (stage.current?.getBoundingClientRect().top ?? 0) + window.scrollY - SCROLL_OFFSET_PX
      // The player takes the focus: Enter then plays the chosen video.
      animateScroll(Math.max(0, top), SCROLL_MS, () =>
        stage.current
          ?.querySelector<HTMLElement>('.video-facade__play, iframe')
          ?.focus({ preventScroll: true }),
      )
    },
    [markCurrent],
  )

  const loadPage = useCallback(
    async (token: string): Promise<boolean> => {
      const list = pages()
      if (!list || loading.current) return false
      loading.current = true
      setError('')
      list.setAttribute('aria-busy', 'true')
      try {
        list.innerHTML = await fetchGalleryPage(nonce, options, token)
        const info = list.querySelector<HTMLElement>('.video-gallery__list')
        setAnnouncement(`Page ${info?.dataset.page ?? token} sur ${info?.dataset.pageCount ?? '?'} chargée.`)
        return true
      } catch {
        setError(LOAD_FAILED)
        return false
      } finally {
        list.removeAttribute('aria-busy')
        loading.current = false
      }
    },
    [pages, nonce, options],
  )

  useEffect(() => {
    const list = pages()
    if (!list) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const target = event.target instanceof Element ? event.target : null
      const thumb = target?.closest<HTMLElement>(THUMB)
      const video = thumb ? thumbVideo(thumb) : null
      if (video) {
        event.preventDefault()
        return choose(video, options.thumbplay && allowed)
      }
      const pageLink = target?.closest<HTMLElement>(PAGE_LINK)
      if (pageLink?.dataset.pageToken) {
        event.preventDefault()
        void loadPage(pageLink.dataset.pageToken).then((loaded) => {
          if (loaded) pages()?.querySelector<HTMLElement>(`${THUMB}`)?.focus()
          if (loaded) markCurrent(current)
        })
      }
    }
    list.addEventListener('click', onClick)
    return () => list.removeEventListener('click', onClick)
  }, [allowed, choose, current, loadPage, markCurrent, options.thumbplay, pages])

  const onEnded = useCallback(async () => {
    const list = pages()?.querySelector<HTMLElement>('.video-gallery__list')
    const thumbs = [...(pages()?.querySelectorAll<HTMLElement>(THUMB) ?? [])]
    const position = thumbs.findIndex((thumb) => Number(thumb.dataset.index) === current.index)
    const next = afterVideoEnds(position, thumbs.length, list?.dataset.nextPageToken || null)
    if (next.kind === 'play') {
      const video = thumbVideo(thumbs[next.index]!)
      if (video) choose(video, true)
    } else if (next.kind === 'next-page' && (await loadPage(next.token))) {
      const firstThumb = pages()?.querySelector<HTMLElement>(THUMB)
      const video = firstThumb ? thumbVideo(firstThumb) : null
      if (video) choose(video, true)
    }
  }, [choose, current.index, loadPage, pages])

  return (
    <div className="video-gallery__stage" ref={stage}>
      {!playing ? (
        <VideoFacade
          youtubeId={current.youtubeId}
          title={current.title}
          image={current.image}
          sizes={PLAYER_SIZES}
          priority={priority}
          onPlay={() => setPlaying(true)}
        />
      ) : options.autonext && allowed ? (
        <ApiPlayer youtubeId={current.youtubeId} title={current.title} onEnded={() => void onEnded()} />
      ) : (
        <YouTubeFrame youtubeId={current.youtubeId} title={current.title} className="video-gallery__frame" />
      )}
      <p className="video-gallery__error" role="alert">
        {error}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
