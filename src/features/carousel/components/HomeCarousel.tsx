import { SiteLink } from '@/features/site/components/SiteLink'
import { ResponsiveImage } from '@/features/media/components/ResponsiveImage'
import { Carousel } from './Carousel'
import type { HomeSlide } from '../slides'
import { VideoSlide } from './VideoSlide'

const SIZES = '(max-width: 599px) 100vw, (max-width: 1000px) 33vw, 25vw'

/** The home page carousel: articles with their cover, YouTube videos, and a message for a bad video. */
export function HomeCarousel({ slides }: { slides: HomeSlide[] }) {
  if (slides.length === 0) return null
  return (
    <Carousel label="À la une" variant="home" autoplay>
      {slides.map((slide, index) => {
        if (slide.kind === 'video')
          return <VideoSlide key={slide.key} videoId={slide.videoId} title={slide.title} />
        if (slide.kind === 'video-error') {
          return (
            <div key={slide.key} className="home-slide home-slide--error">
              <p className="home-slide__title">{slide.title}</p>
              <p role="alert">{slide.message}</p>
            </div>
          )
        }
        return (
          <SiteLink key={slide.key} href={slide.href} className="home-slide">
            <ResponsiveImage
              media={slide.cover}
              sizes={SIZES}
              className="home-slide__image"
              priority={index === 0}
            />
            <span className="home-slide__caption">
              {slide.category && <span className="home-slide__category">{slide.category}</span>}
              <span className="home-slide__title">{slide.title}</span>
            </span>
          </SiteLink>
        )
      })}
    </Carousel>
  )
}
