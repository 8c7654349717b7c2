import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { doc, heading, link, paragraph, text, upload } from '../fixtures'
import { RichText } from './RichText'

const SITE = 'http://localhost:3000'
const render = (content: Parameters<typeof RichText>[0]['content']) =>
  renderToStaticMarkup(<RichText content={content} siteUrl={SITE} />)

const size = (name: string, width: number, height: number) => ({
  url: `${SITE}/api/media/file/dune-${name}.webp`,
  width,
  height,
  mimeType: 'image/webp',
  filesize: 1000,
  filename: `dune-${name}.webp`,
})
const media: Media = {
  id: 7,
  alt: 'La dune du Perroquet au coucher du soleil',
  caption: 'La dune du Perroquet',
  url: `${SITE}/api/media/file/dune.jpg`,
  mimeType: 'image/jpeg',
  filename: 'dune.jpg',
  width: 2000,
  height: 1000,
  sizes: { thumbnail: size('400', 400, 200), card: size('768', 768, 384), large: size('1400', 1400, 700) },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('RichText', () => {
  it('renders into a .prose container with ids on headings', () => {
    const html = render(
      doc(heading('h2', text('Accès')), paragraph(text('Par la route.')), heading('h2', text('Accès'))),
    )
    expect(html).toBe(
      '<div class="prose"><h2 id="acces">Accès</h2><p>Par la route.</p><h2 id="acces-2">Accès</h2></div>',
    )
  })

  it('keeps anchor and internal links as written, and adds noopener to external ones', () => {
    const html = render(
      doc(
        paragraph(
          link({ url: '#plages', linkType: 'custom', newTab: false }, 'Plages'),
          link({ url: 'https://www.tourisme.example/', linkType: 'custom', newTab: false }, 'Office'),
          link({ url: `${SITE}/agenda`, linkType: 'custom', newTab: false }, 'Agenda'),
        ),
      ),
    )
    expect(html).toContain('<a href="#plages">Plages</a>')
    expect(html).toContain('<a href="https://www.tourisme.example/" rel="noopener">Office</a>')
    expect(html).toContain('<a href="/agenda">Agenda</a>')
  })

  it('renders links sent to the overlay as plain, escaped <a class="overlay"> links', () => {
    const html = render(
      doc(
        paragraph(
          link(
            {
              url: '/agenda',
              linkType: 'custom',
              overlay: true,
              overlayCaption: 'L’agenda "complet"',
              overlayGroup: 'sorties',
              overlayWidth: 800,
              overlayHeight: 500,
              overlayIframe: true,
            },
            'Agenda',
          ),
          link({ url: '#x', overlay: true, overlayInlineId: 'acces' }, 'Accès'),
        ),
      ),
    )
    expect(html).toContain(
      '<a href="/agenda?width=800&amp;height=500&amp;keepThis=true&amp;TB_iframe=true" rel="sorties" class="overlay" title="L’agenda &quot;complet&quot;">Agenda</a>',
    )
    expect(html).toContain('<a href="#TB_inline?inlineId=acces" class="overlay">Accès</a>')
  })

  it('renders uploaded images responsive, sized, lazy and linked to the large size', () => {
    const html = render(doc(upload(media) as never))
    expect(html).toContain(
      '<a href="/api/media/file/dune-1400.webp" class="prose-image-link" data-overlay="image">',
    )
    expect(html).toContain('src="/api/media/file/dune-768.webp"')
    expect(html).toContain(
      'srcSet="/api/media/file/dune-400.webp 400w, /api/media/file/dune-768.webp 768w, /api/media/file/dune-1400.webp 1400w"',
    )
    expect(html).toContain('width="768" height="384"')
    expect(html).toContain('alt="La dune du Perroquet au coucher du soleil"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('<figcaption>La dune du Perroquet</figcaption>')
  })

  it('skips uploads that were not populated, and renders nothing without content', () => {
    expect(render(doc(upload(7) as never))).toBe('<div class="prose"></div>')
    expect(render(null)).toBe('')
  })
})
