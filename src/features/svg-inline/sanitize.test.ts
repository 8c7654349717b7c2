// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest'
import type { SvgSanitizer } from '@/lib/svg-sanitize'
import { loadSvgSanitizer, svgForImage } from './sanitize'

// The page's sanitizer, loaded as the inliner loads it (DOMPurify on first use). Its rules are tested in
// lib/svg-sanitize.test.ts; here, that the page gets them.
let sanitizeSvg: SvgSanitizer
beforeAll(async () => {
  sanitizeSvg = await loadSvgSanitizer()
})

const icon = (body: string, attrs = 'viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`

describe('sanitizeSvg', () => {
  it('keeps the drawing', () => {
    const svg = sanitizeSvg(icon('<circle cx="5" cy="5" r="4" fill="currentColor"/>'))
    expect(svg?.localName).toBe('svg')
    expect(svg?.getElementsByTagName('circle')).toHaveLength(1)
  })

  it('drops scripts, foreign objects and event handlers', () => {
    const svg = sanitizeSvg(
      icon(
        '<script>alert(1)</script><foreignObject><div>x</div></foreignObject><rect onclick="alert(1)" onload="x()" width="2"/>',
        'onload="alert(1)" viewBox="0 0 10 10"',
      ),
    )!
    expect(svg.getElementsByTagName('script')).toHaveLength(0)
    expect(svg.getElementsByTagName('foreignObject')).toHaveLength(0)
    const rect = svg.getElementsByTagName('rect')[0]
    expect(rect.getAttribute('onclick')).toBeNull()
    expect(rect.getAttribute('onload')).toBeNull()
    expect(rect.getAttribute('width')).toBe('2')
    expect(svg.getAttribute('onload')).toBeNull()
  })

  it('drops javascript: addresses but keeps in-document references', () => {
    const svg = sanitizeSvg(
      icon('<a href="javascript:alert(1)"><use href="#shape"/></a><a href="/agenda">x</a>'),
    )!
    const [bad, good] = Array.from(svg.getElementsByTagName('a')) as Element[]
    expect(bad.getAttribute('href')).toBeNull()
    expect(good.getAttribute('href')).toBe('/agenda')
    expect(svg.getElementsByTagName('use')[0].getAttribute('href')).toBe('#shape')
  })

  it('drops what the issue listed: style, XHTML meta refresh, x:href, java&#9;script:, animate values', () => {
    const svg = sanitizeSvg(
      icon(
        '<style>h1{display:none}</style><h:meta http-equiv="refresh" content="0;url=/x"/>' +
          '<a x:href="javascript:alert(1)"><text>a</text></a><a href="java&#9;script:alert(2)"><text>b</text></a>' +
          '<a href="/"><animate attributeName="href" values="x;javascript:alert(3)"/></a>',
        'xmlns:h="http://www.w3.org/1999/xhtml" xmlns:x="http://www.w3.org/1999/xlink"',
      ),
    )!
    expect(svg.outerHTML).not.toMatch(/style|meta|refresh|javascript|alert|animate|x:href/)
    expect(svg.getElementsByTagName('text')).toHaveLength(2)
  })

  it('refuses markup that is not an svg document', () => {
    expect(sanitizeSvg('<html><body>nope</body></html>')).toBeNull()
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><unclosed></svg>')).toBeNull()
  })
})

describe('svgForImage', () => {
  const source = () => sanitizeSvg(icon('<path d="M0 0h10v10z"/>', 'width="20" height="10"'))!

  it('carries over class, size and the alt text as an accessible name', () => {
    const img = document.createElement('img')
    img.className = 'logo inline-svg'
    img.setAttribute('width', '40')
    img.setAttribute('height', '20')
    img.alt = 'Plage'
    const svg = svgForImage(img, source())
    expect(svg.getAttribute('class')).toBe('inline-svg logo')
    expect(svg.getAttribute('width')).toBe('40')
    expect(svg.getAttribute('viewBox')).toBe('0 0 20 10')
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('Plage')
  })

  it("drops the file's own id and style on its root, and takes the img's", () => {
    const file = sanitizeSvg(icon('<path d="M0 0h1"/>', 'id="contenu" style="position:fixed;inset:0"'))!
    const img = document.createElement('img')
    expect(svgForImage(img, file).hasAttribute('id')).toBe(false)
    expect(svgForImage(img, file).hasAttribute('style')).toBe(false)
    img.id = 'logo'
    img.setAttribute('style', 'width: 2rem')
    const svg = svgForImage(img, file)
    expect(svg.id).toBe('logo')
    expect(svg.getAttribute('style')).toBe('width: 2rem')
  })

  it('hides decorative images from assistive technologies', () => {
    const img = document.createElement('img')
    img.alt = ''
    const svg = svgForImage(img, source())
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('role')).toBeNull()
  })
})
