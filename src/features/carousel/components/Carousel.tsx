'use client'

import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel'
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import './carousel.css'

type Props = {
  label: string
  /**
   * 'home': 1 item below 600 px, 3 up to 1000 px, 4 above. 'events': 3 per view (2 below 1000 px, 1 on a
   * phone), moving by a whole view. 'default': 4.
   */
  variant: 'home' | 'events' | 'default'
  autoplay?: boolean
  children: ReactNode
}

const AUTOPLAY_DELAY_MS = 5000

/**
 * Embla and its autoplay plugin, fetched once the page is interactive: the slides are server-rendered
 * and readable before, so the carousel's code stays out of the page's first-load JavaScript.
 */
async function createCarousel(
  viewport: HTMLElement,
  autoplay: boolean,
  byView: boolean,
): Promise<EmblaCarouselType> {
  const [{ default: EmblaCarousel }, plugins] = await Promise.all([
    import('embla-carousel'),
    autoplay
      ? import('embla-carousel-autoplay').then(({ default: Autoplay }): EmblaPluginType[] => [
          Autoplay({
            delay: AUTOPLAY_DELAY_MS,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
        ])
      : Promise.resolve([]),
  ])
  // 'auto' moves by as many slides as the window shows (3 on a desktop, fewer on narrower screens).
  return EmblaCarousel(
    viewport,
    { loop: false, align: 'start', slidesToScroll: byView ? 'auto' : 1 },
    plugins,
  )
}

/**
 * A carousel of server-rendered slides (Embla). No loop; autoplay pauses while the pointer is over it or
 * focus is inside it, is off when the visitor prefers reduced motion, and has a pause button (WCAG 2.2.2).
 */
export function Carousel({ label, variant, autoplay = false, children }: Props) {
  const viewport = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<EmblaCarouselType | null>(null)
  const [edges, setEdges] = useState({ prev: false, next: false })
  const [playing, setPlaying] = useState(false)
  const slides = Children.toArray(children)

  useEffect(() => {
    let instance: EmblaCarouselType | null = null
    let unmounted = false
    createCarousel(viewport.current!, autoplay, variant === 'events').then(
      (created) => {
        if (unmounted) created.destroy()
        else setApi((instance = created))
      },
      // Without its script the carousel shows its first slides, as it does without JavaScript.
      (error: unknown) => console.warn('Carrousel indisponible', error),
    )
    return () => {
      unmounted = true
      instance?.destroy()
    }
  }, [autoplay, variant])

  useEffect(() => {
    if (!api) return
    const update = () => setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() })
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    update()
    api.on('select', update).on('reInit', update).on('autoplay:play', onPlay).on('autoplay:stop', onStop)
    const player = api.plugins().autoplay
    // Nothing to play when every slide already fits (the plugin then has no timer to start).
    if (player && api.canScrollNext() && !window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      player.play()
    return () => {
      api
        .off('select', update)
        .off('reInit', update)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop)
    }
  }, [api])

  const togglePlay = useCallback(() => {
    const player = api?.plugins().autoplay
    if (!player || !api?.canScrollNext()) return
    if (player.isPlaying()) player.stop()
    else player.play()
  }, [api])

  return (
    <section className={`carousel carousel--${variant}`} aria-roledescription="carrousel" aria-label={label}>
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__container">
          {slides.map((slide, index) => (
            <div
              className="carousel__slide"
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${index + 1} sur ${slides.length}`}
              key={index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          onClick={() => api?.scrollPrev()}
          disabled={!edges.prev}
        >
          <span aria-hidden="true">‹</span> <span className="carousel__label">Précédent</span>
        </button>
        {autoplay && (edges.prev || edges.next) && (
          <button type="button" className="carousel__button" onClick={togglePlay} aria-pressed={!playing}>
            {playing ? 'Mettre en pause' : 'Lecture automatique'}
          </button>
        )}
        <button
          type="button"
          className="carousel__button"
          onClick={() => api?.scrollNext()}
          disabled={!edges.next}
        >
          <span className="carousel__label">Suivant</span> <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  )
}
