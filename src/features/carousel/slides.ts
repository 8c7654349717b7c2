import 'server-only'
import type { ArticleCardData } from '@/features/articles/queries'
import type { SiteSettingsData } from '@/features/site/queries'
import { parseYoutubeUrl } from '@/features/videos/youtube'
import type { Article } from '@/payload-types'

export type HomeSlide =
  | { kind: 'article'; key: string; title: string; href: string; cover: unknown; category: string | null }
  | { kind: 'video'; key: string; title: string; videoId: string }
  | { kind: 'video-error'; key: string; title: string; message: string }

const FALLBACK_COUNT = 6

function articleSlide(
  article: Pick<Article, 'id' | 'title' | 'slug' | 'cover' | 'categories'>,
  key: string,
  title?: string | null,
): HomeSlide {
  const first = article.categories?.[0]
  return {
    kind: 'article',
    key,
    title: title || article.title,
    href: `/articles/${article.slug}`,
    cover: article.cover,
    category: first && typeof first === 'object' ? first.title : null,
  }
}

/**
 * The editors' slides from the site settings, else the latest illustrated articles among `latest` (the
 * home page's newest articles, so the news grid below can skip the ones shown here).
 */
export function homeSlides(settings: SiteSettingsData, latest: ArticleCardData[]): HomeSlide[] {
  const configured = (settings.homeCarousel ?? []).flatMap((slide, index): HomeSlide[] => {
    const key = slide.id ?? String(index)
    if (slide.kind === 'video') {
      const video = parseYoutubeUrl(slide.videoUrl)
      const title = slide.title || 'Vidéo'
      return [
        'id' in video
          ? { kind: 'video', key, title, videoId: video.id }
          : { kind: 'video-error', key, title, message: video.error },
      ]
    }
    return slide.article && typeof slide.article === 'object' && slide.article._status === 'published'
      ? [articleSlide(slide.article, String(slide.article.id), slide.title)]
      : []
  })
  if (configured.length > 0) return configured
  return latest
    .filter((article) => article.cover)
    .slice(0, FALLBACK_COUNT)
    .map((article) => articleSlide(article as Article, String(article.id)))
}
