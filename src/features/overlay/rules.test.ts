import { describe, expect, it } from 'vitest'
import {
  IFRAMES_UNAVAILABLE,
  LABELS,
  boxSize,
  cacheBusted,
  fitImage,
  groupFromRel,
  groupPosition,
  isImageUrl,
  isSameOrigin,
  overlayParams,
  parseOverlayLink,
  stepForKey,
} from './rules'

const PAGE = 'https://escale.test/articles/la-digue'
const parse = (href: string, extra: { title?: string; name?: string; rel?: string } = {}) =>
  parseOverlayLink({ href, ...extra }, PAGE)!

describe('isImageUrl', () => {
  it("knows thickbox's extensions, in any case, and webp", () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'JPG', 'Jpeg', 'PNG', 'webp', 'WEBP']) {
      expect(isImageUrl(`/photos/digue.${ext}`), ext).toBe(true)
    }
  })

  it('ignores the query string and the hash', () => {
    expect(isImageUrl('/api/media/file/digue-1400x933.webp?width=300')).toBe(true)
    expect(isImageUrl('https://cdn.test/p.png#zoom')).toBe(true)
    expect(isImageUrl('/page?image=photo.jpg')).toBe(false)
    expect(isImageUrl('/page#photo.jpg')).toBe(false)
  })

  it('treats everything else as content', () => {
    for (const href of [
      '/plan.html',
      '/photo.svg',
      '/photo.jpg.html',
      '/jpg',
      '/photojpg',
      '#TB_inline?inlineId=x',
    ]) {
      expect(isImageUrl(href), href).toBe(false)
    }
  })
})

describe('overlayParams', () => {
  it('reads everything after the first ?, even inside the hash (thickbox inline links)', () => {
    expect(overlayParams('#TB_inline?height=155&width=300&inlineId=plan').get('inlineId')).toBe('plan')
    expect(overlayParams('/x.html?width=200;height=100').get('height')).toBe('100')
    expect(overlayParams('/x.html?width=200#top').get('width')).toBe('200')
    expect([...overlayParams('/x.html').keys()]).toEqual([])
  })
})

describe('parseOverlayLink', () => {
  it('parses an image link with its defaults', () => {
    expect(parse('/api/media/file/digue.jpg')).toEqual({
      kind: 'image',
      url: 'https://escale.test/api/media/file/digue.jpg',
      caption: '',
      group: null,
      width: 630,
      height: 440,
      modal: false,
      inlineId: null,
    })
  })

  it('takes the caption from title, else name, else nothing', () => {
    expect(parse('/a.png', { title: ' La digue ', name: 'digue' }).caption).toBe('La digue')
    expect(parse('/a.png', { title: '', name: 'La digue au matin' }).caption).toBe('La digue au matin')
    expect(parse('/a.png', { title: '  ' }).caption).toBe('')
  })

  it('takes the group from rel', () => {
    expect(parse('/a.png', { rel: 'plage' }).group).toBe('plage')
    expect(parse('/a.png', { rel: '' }).group).toBeNull()
  })

  it('reads width, height and modal from the query string, falling back on bad numbers', () => {
    const link = parse('/plan.html?width=300&height=155&modal=true')
    expect([link.width, link.height, link.modal]).toEqual([300, 155, true])
    const bad = parse('/plan.html?width=abc&height=-4&modal=yes')
    expect([bad.width, bad.height, bad.modal]).toEqual([630, 440, false])
  })

  it('is inline when inlineId is given (thickbox #TB_inline convention included)', () => {
    const link = parse('#TB_inline?height=155&width=300&inlineId=horaires&modal=true')
    expect(link).toMatchObject({ kind: 'inline', inlineId: 'horaires', width: 300, height: 155, modal: true })
    expect(parse('/plan.html?inlineId=horaires').kind).toBe('inline')
  })

  it('is an iframe when TB_iframe=true, without the overlay parameters in its address', () => {
    const link = parse('/plan.html?lieu=3&keepThis=true&TB_iframe=true&height=400&width=600')
    expect(link).toMatchObject({
      kind: 'iframe',
      width: 600,
      height: 400,
      url: 'https://escale.test/plan.html?lieu=3',
    })
  })

  it('is an iframe for another origin, which cannot be fetched', () => {
    expect(parse('https://www.youtube-nocookie.com/embed/abc?width=560&height=315')).toMatchObject({
      kind: 'iframe',
      url: 'https://www.youtube-nocookie.com/embed/abc',
      width: 560,
      height: 315,
    })
  })

  it('is remote (ajax) content otherwise', () => {
    expect(parse('/fragments/horaires?width=400&jour=lundi')).toMatchObject({
      kind: 'ajax',
      url: 'https://escale.test/fragments/horaires?jour=lundi',
      width: 400,
    })
  })

  it('an image stays an image whatever its parameters or origin', () => {
    expect(parse('https://cdn.test/a.jpg?TB_iframe=true&inlineId=x').kind).toBe('image')
  })

  it('refuses addresses that are not http(s)', () => {
    expect(parseOverlayLink({ href: 'javascript:alert(1)' }, PAGE)).toBeNull()
    expect(parseOverlayLink({ href: 'mailto:office@escale.test' }, PAGE)).toBeNull()
    expect(parseOverlayLink({ href: 'data:text/html,<b>x</b>' }, PAGE)).toBeNull()
    expect(parseOverlayLink({ href: 'http://[bad' }, PAGE)).toBeNull()
  })
})

describe('groupFromRel', () => {
  it('ignores the link types the editor adds', () => {
    expect(groupFromRel('noopener noreferrer')).toBeNull()
    expect(groupFromRel('noopener plage')).toBe('plage')
    expect(groupFromRel(null)).toBeNull()
  })
})

describe('fitImage', () => {
  it('keeps a small image as it is (never enlarged)', () => {
    expect(fitImage(400, 300, 1366, 900)).toEqual({ width: 400, height: 300 })
  })

  it('fits within the window minus 150 px, keeping the ratio', () => {
    expect(fitImage(1400, 933, 1366, 900)).toEqual({ width: 1125, height: 750 })
    expect(fitImage(1400, 933, 1366, 900).height).toBeLessThanOrEqual(900 - 150)
    expect(fitImage(2000, 1000, 1366, 900)).toEqual({ width: 1216, height: 608 })
  })

  it('fits a tall image by its height', () => {
    expect(fitImage(1000, 2000, 1366, 900)).toEqual({ width: 375, height: 750 })
  })

  it('uses the whole width of a 390 px phone (less the box padding), not the window minus 150 px', () => {
    expect(fitImage(1400, 933, 390, 844)).toEqual({ width: 360, height: 240 })
    expect(fitImage(1400, 933, 390, 844).width + 30).toBeLessThanOrEqual(390)
    // From 600 px up, the usual margins.
    expect(fitImage(1400, 933, 600, 900)).toEqual({ width: 450, height: 300 })
  })

  it('survives degenerate sizes', () => {
    expect(fitImage(0, 0, 1366, 900)).toEqual({ width: 630, height: 440 })
    expect(fitImage(800, 600, 100, 100)).toEqual({ width: 1, height: 1 })
  })
})

describe('boxSize', () => {
  it('adds the 30 and 40 px padding', () => {
    expect(boxSize({ width: 630, height: 440 })).toEqual({ width: 660, height: 480 })
  })
})

describe('groupPosition', () => {
  it('labels the image in French and knows its neighbours', () => {
    expect(groupPosition(1, 5)).toEqual({ index: 1, total: 5, previous: 0, next: 2, label: 'Image 2 sur 5' })
  })

  it('does not wrap around at either end', () => {
    expect(groupPosition(0, 3)).toMatchObject({ previous: null, next: 1, label: 'Image 1 sur 3' })
    expect(groupPosition(2, 3)).toMatchObject({ previous: 1, next: null })
  })

  it('is null for a lone image or an index out of range', () => {
    expect(groupPosition(0, 1)).toBeNull()
    expect(groupPosition(3, 3)).toBeNull()
  })
})

describe('stepForKey', () => {
  it('goes next with a period and back with a comma', () => {
    expect(stepForKey('.')).toBe(1)
    expect(stepForKey(',')).toBe(-1)
    expect(stepForKey('ArrowRight')).toBe(1)
    expect(stepForKey('ArrowLeft')).toBe(-1)
    expect(stepForKey('Enter')).toBe(0)
  })
})

describe('cacheBusted and isSameOrigin', () => {
  it('adds (or replaces) the random parameter', () => {
    expect(cacheBusted('https://escale.test/f?a=1', 42)).toBe('https://escale.test/f?a=1&random=42')
    expect(cacheBusted('https://escale.test/f?random=1', 7)).toBe('https://escale.test/f?random=7')
  })

  it('compares origins', () => {
    expect(isSameOrigin('/f', PAGE)).toBe(true)
    expect(isSameOrigin('https://escale.test:8443/f', PAGE)).toBe(false)
    expect(isSameOrigin('https://ailleurs.test/f', PAGE)).toBe(false)
  })
})

describe('labels', () => {
  it('are the French strings', () => {
    expect(LABELS).toEqual({ next: 'Suiv.', previous: 'Préc.', image: 'Image', of: 'sur', close: 'Fermer' })
    expect(IFRAMES_UNAVAILABLE).toMatch(/^Cette fonctionnalité requiert des iframes\. /)
  })
})
