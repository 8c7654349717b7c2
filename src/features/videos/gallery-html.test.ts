import { describe, expect, it } from 'vitest'
import { JSDOM } from 'jsdom'
import { galleryListHtml } from './gallery-html'
import { type GalleryOptions, pageOf } from './gallery-rules'
import type { GalleryVideo } from './queries'

const video = (n: number, thumbnail = true): GalleryVideo => ({
  youtubeId: `abcdefghij${n % 10}`,
  title: `Vidéo ${n} <script>alert(1)</script>`,
  description: null,
  thumbnail: thumbnail
    ? {
        src: `/api/media/file/v${n}.jpg`,
        srcSet: `/api/media/file/v${n}-400.webp 400w`,
        width: 480,
        height: 360,
        alt: '',
      }
    : null,
})
const videos = Array.from({ length: 7 }, (_, i) => video(i, i !== 1))
const options: GalleryOptions = {
  playlistId: 'principale',
  pageSize: 3,
  columns: 3,
  showTitle: true,
  showPaging: true,
  autonext: false,
  thumbplay: true,
}
const playlist = { slug: 'principale', main: true, pageSize: 6, title: 'Découvrir' }

const render = (page: number, opts = options, current?: number) =>
  new JSDOM(galleryListHtml(playlist, pageOf(videos, page, opts.pageSize)!, opts, current).toString()).window
    .document

describe('galleryListHtml', () => {
  it('lists the page’s thumbnails as links to the videos, escaping titles', () => {
    const doc = render(1, options, 0)
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('.video-gallery__thumb')]
    expect(links.map((link) => link.dataset.index)).toEqual(['0', '1', '2'])
    expect(links[0]!.href).toBe('https://www.youtube.com/watch?v=abcdefghij0')
    expect(links[0]!.getAttribute('aria-current')).toBe('true')
    expect(links[1]!.hasAttribute('aria-current')).toBe(false)
    expect(doc.querySelector('script')).toBeNull()
    expect(links[0]!.textContent).toContain('<script>alert(1)</script>')
  })

  it('shows the default image for a video without a thumbnail, never YouTube’s', () => {
    const images = [...render(1).querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(images[1]).toBe('/images/video-par-defaut.svg')
    expect(images.join(' ')).not.toContain('ytimg')
  })

  it('gives the pager the tokens of call 7 and, without script, links to the playlist’s own pages', () => {
    const doc = render(2)
    const list = doc.querySelector<HTMLElement>('.video-gallery__list')!
    expect(list.dataset).toMatchObject({ page: '2', pageCount: '3', nextPageToken: '3', prevPageToken: '1' })
    const prev = doc.querySelector<HTMLAnchorElement>('.video-gallery__page--prev')!
    const next = doc.querySelector<HTMLAnchorElement>('.video-gallery__page--next')!
    expect(prev.dataset.pageToken).toBe('1')
    expect(prev.getAttribute('href')).toBe('/videos')
    // Items 6 and on are on the playlist's second page of 6.
    expect(next.getAttribute('href')).toBe('/videos/page/2')
    expect(doc.querySelector('.video-gallery__page-number')!.textContent).toBe('Page 2 sur 3')
  })

  it('marks the missing neighbour as disabled on the first and last pages', () => {
    expect(render(1).querySelector('.video-gallery__page--prev')!.getAttribute('aria-disabled')).toBe('true')
    expect(render(3).querySelector('.video-gallery__page--next')!.tagName).toBe('SPAN')
  })

  it('leaves the pager out without showPaging, and keeps titles for screen readers without showTitle', () => {
    const doc = render(1, { ...options, showPaging: false, showTitle: false })
    expect(doc.querySelector('.video-gallery__pager')).toBeNull()
    expect(doc.querySelector('.video-gallery__title')!.classList.contains('visually-hidden')).toBe(true)
  })
})
