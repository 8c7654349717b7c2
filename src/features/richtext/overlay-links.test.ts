import { describe, expect, it } from 'vitest'
import { parseOverlayLink } from '@/features/overlay/rules'
import { linkAttributes, type LinkFields } from './links'
import { overlayLinkAttributes, overlaySettings, withOverlayParams } from './overlay-links'

const SITE = 'https://escale.example'
const PAGE = `${SITE}/articles/un-week-end-a-bray-dunes`

/** What the renderer does: the link's checked attributes, then the overlay's. */
const render = (fields: LinkFields & Record<string, unknown>) =>
  overlayLinkAttributes(fields, linkAttributes(fields, SITE))
/** What the overlay then reads from that markup. */
const parsed = (attributes: ReturnType<typeof render>) =>
  parseOverlayLink({ href: attributes.href, title: attributes.title, rel: attributes.rel }, PAGE)

describe('overlayLinkAttributes', () => {
  it('leaves links that do not ask for the overlay as they are', () => {
    const plain = linkAttributes({ url: '/agenda' }, SITE)
    expect(overlayLinkAttributes({ url: '/agenda' }, plain)).toBe(plain)
    expect(overlayLinkAttributes({ url: '/agenda', overlay: false, overlayIframe: true }, plain)).toBe(plain)
    expect(overlayLinkAttributes(null, plain)).toBe(plain)
    expect(overlayLinkAttributes('overlay', plain)).toBe(plain)
  })

  it('opens an image with its caption and group', () => {
    const attributes = render({
      url: '/api/media/file/digue-couchant.jpg',
      overlay: true,
      overlayCaption: 'La digue au coucher du soleil',
      overlayGroup: 'digue',
      overlayWidth: 800,
      overlayHeight: 500,
    })
    expect(attributes).toEqual({
      href: '/api/media/file/digue-couchant.jpg',
      className: 'overlay',
      title: 'La digue au coucher du soleil',
      rel: 'digue',
    })
    expect(parsed(attributes)).toMatchObject({
      kind: 'image',
      url: `${SITE}/api/media/file/digue-couchant.jpg`,
      caption: 'La digue au coucher du soleil',
      group: 'digue',
    })
  })

  it('shows a block of the page by its id, in thickbox’s inline form', () => {
    const attributes = render({
      url: '#notre-check-list',
      overlay: true,
      overlayInlineId: 'notre-check-list',
      overlayWidth: 400,
      overlayHeight: 150,
      overlayModal: true,
      overlayIframe: true,
    })
    expect(attributes.href).toBe('#TB_inline?width=400&height=150&modal=true&inlineId=notre-check-list')
    expect(parsed(attributes)).toMatchObject({
      kind: 'inline',
      inlineId: 'notre-check-list',
      width: 400,
      height: 150,
      modal: true,
    })
  })

  it('frames a page of the site with keepThis and TB_iframe, which the overlay removes again', () => {
    const attributes = render({
      url: `${SITE}/agenda?category=nature#liste`,
      overlay: true,
      overlayCaption: 'L’agenda',
      overlayWidth: 900,
      overlayHeight: 600,
      overlayIframe: true,
    })
    expect(attributes.href).toBe(
      '/agenda?category=nature&width=900&height=600&keepThis=true&TB_iframe=true#liste',
    )
    expect(parsed(attributes)).toMatchObject({
      kind: 'iframe',
      url: `${SITE}/agenda?category=nature#liste`,
      width: 900,
      height: 600,
      modal: false,
    })
  })

  it('fetches a page of the site otherwise, with the default size when none is given', () => {
    const attributes = render({ url: '/a-propos', overlay: true, overlayModal: true })
    expect(attributes).toEqual({ href: '/a-propos?modal=true', className: 'overlay' })
    expect(parsed(attributes)).toMatchObject({
      kind: 'ajax',
      url: `${SITE}/a-propos`,
      width: 630,
      height: 440,
      modal: true,
    })
  })

  it('works for links to documents and keeps new-tab links’ target and rel after the group', () => {
    const attributes = render({
      linkType: 'internal',
      doc: { relationTo: 'pages', value: { slug: 'infos-pratiques' } },
      newTab: true,
      overlay: true,
      overlayGroup: 'pratique',
    })
    expect(attributes).toMatchObject({
      href: '/infos-pratiques',
      target: '_blank',
      rel: 'pratique noopener noreferrer',
    })
    expect(parsed(attributes)?.group).toBe('pratique')
  })

  it('replaces overlay parameters typed in the address by the fields’ values', () => {
    const attributes = render({
      url: '/agenda?width=5&TB_iframe=true&modal=true&inlineId=x&keepThis=true&jour=lundi#a?height=9',
      overlay: true,
      overlayHeight: 300,
    })
    expect(attributes.href).toBe('/agenda?jour=lundi&height=300#a')
    expect(parsed(attributes)).toMatchObject({ kind: 'ajax', width: 630, height: 300, modal: false })
  })

  it('never sends another site’s address or a refused one to the overlay', () => {
    for (const url of ['https://www.tourisme.example/plan', 'javascript:alert(1)', '//evil.example/x.jpg']) {
      const attributes = render({ url, overlay: true, overlayIframe: true, overlayCaption: 'x' })
      expect(attributes.className, url).toBeUndefined()
      expect(attributes.href, url).not.toContain('TB_iframe')
    }
  })
})

describe('overlaySettings', () => {
  it('drops each invalid value on its own and keeps the others', () => {
    expect(
      overlaySettings({
        overlay: true,
        overlayCaption: '  Horaires\u0000 du\nmarché  ',
        overlayGroup: 'digue" onclick="x',
        overlayWidth: 99,
        overlayHeight: 1601,
        overlayModal: 'true',
        overlayInlineId: 'plan de la digue',
        overlayIframe: 1,
      }),
    ).toEqual({ overlay: true, overlayCaption: 'Horaires  du marché' })
    expect(overlaySettings({ overlay: true, overlayWidth: 100.5, overlayHeight: 1600 })).toEqual({
      overlay: true,
      overlayHeight: 1600,
    })
    expect(overlaySettings({ overlay: true, overlayCaption: 'a'.repeat(201) })).toEqual({ overlay: true })
    expect(overlaySettings({ overlay: true, overlayInlineId: ' plan_2-b ' })?.overlayInlineId).toBe(
      'plan_2-b',
    )
  })

  it('is null unless the box is ticked', () => {
    expect(overlaySettings({ overlay: 'yes', overlayIframe: true })).toBeNull()
    expect(overlaySettings(undefined)).toBeNull()
    expect(overlaySettings([])).toBeNull()
  })

  it('escapes nothing itself: React escapes the caption as an attribute value', () => {
    expect(overlaySettings({ overlay: true, overlayCaption: '"><script>' })?.overlayCaption).toBe(
      '"><script>',
    )
  })
})

describe('withOverlayParams', () => {
  it('appends to the query before the hash, and replaces the overlay’s own parameters', () => {
    expect(withOverlayParams('/agenda', [['width', '300']])).toBe('/agenda?width=300')
    expect(withOverlayParams('/agenda?a=1#b', [['width', '300']])).toBe('/agenda?a=1&width=300#b')
    expect(withOverlayParams('/agenda?TB_foo=1&width=2', [])).toBe('/agenda')
    expect(withOverlayParams('/agenda#b?width=2', [])).toBe('/agenda#b')
    expect(withOverlayParams('/agenda?a=1;width=2', [])).toBe('/agenda?a=1')
  })
})
