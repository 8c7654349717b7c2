import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { createSvgSanitizer } from './svg-sanitize'

const window = new JSDOM('').window as unknown as Window & typeof globalThis
const sanitize = createSvgSanitizer(createDOMPurify(window), window)
const serializer = new window.XMLSerializer()
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'

const svg = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`
/** The sanitized markup, as the page or the stored file would have it. */
const clean = (markup: string) => {
  const result = sanitize(markup)
  expect(result).not.toBeNull()
  return serializer.serializeToString(result!)
}

describe('createSvgSanitizer', () => {
  it('keeps the drawing: shapes, gradients, filters, in-document <use>, text, titles', () => {
    const out = clean(
      svg(
        '<title>Plage</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fc0"/></linearGradient>' +
          '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter><path id="p" d="M0 0h9"/></defs>' +
          '<use href="#p"/><use xlink:href="#p"/><rect width="9" height="9" fill="url(#g)" filter="url(#f)" style="opacity:.5"/>' +
          '<a href="/agenda"><text x="1" y="5">Agenda</text></a>',
        `viewBox="0 0 10 10" ${XLINK}`,
      ),
    )
    for (const kept of [
      '<title>Plage</title>',
      '<linearGradient id="g">',
      '<feGaussianBlur stdDeviation="1"/>',
      '<use href="#p"/>',
      'xlink:href="#p"',
      'fill="url(#g)"',
      'style="opacity:.5"',
      '<a href="/agenda">',
      'viewBox="0 0 10 10"',
    ])
      expect(out).toContain(kept)
  })

  it('drops <style>, which would style the whole page once inlined', () => {
    const out = clean(svg('<style>h1 { display: none }</style><circle r="2"/>'))
    expect(out).not.toContain('style')
    expect(out).not.toContain('display')
    expect(out).toContain('<circle r="2"/>')
  })

  it('drops XHTML elements such as <meta http-equiv="refresh">, anywhere in the drawing', () => {
    const out = clean(
      svg(
        '<h:meta http-equiv="refresh" content="0;url=https://evil.example/"/>' +
          '<title><h:meta http-equiv="refresh" content="0"/></title><g><h:iframe src="https://evil.example/"/></g>',
        'xmlns:h="http://www.w3.org/1999/xhtml"',
      ),
    )
    expect(out).not.toMatch(/meta|refresh|iframe|evil/)
  })

  it('drops a link address under an unexpected prefix (x:href), and a javascript: xlink:href', () => {
    const out = clean(
      svg(
        '<a x:href="javascript:alert(1)"><text>x</text></a><a xlink:href="javascript:alert(2)"><text>y</text></a>',
        `xmlns:x="http://www.w3.org/1999/xlink" ${XLINK}`,
      ),
    )
    expect(out).not.toMatch(/javascript|alert|x:href/)
  })

  it.each([
    ['java&#9;script:alert(1)'],
    ['java&#10;script:alert(1)'],
    ['&#x20;&#13;javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])('drops the address %s', (address) => {
    const out = clean(svg(`<a href="${address}"><text>x</text></a><a xlink:href="${address}" ${XLINK}/>`))
    expect(out).not.toMatch(/script|data:|msgbox/i)
  })

  it('drops animations that could turn a link into a script', () => {
    const out = clean(
      svg(
        '<a href="/"><animate attributeName="href" values="x;javascript:alert(1)"/>' +
          '<set attributeName="href" to="javascript:alert(2)"/><text>x</text></a>' +
          '<animateTransform attributeName="transform" type="rotate" values="x;java&#9;script:alert(3)" dur="1s"/>' +
          '<animateMotion from="0" to="data:text/html,x" dur="1s"/>' +
          '<animateTransform attributeName="xlink:href" type="rotate" from="0" to="90" dur="1s"/>',
      ),
    )
    expect(out).not.toMatch(/javascript|alert|data:|animate attributeName|<set/)
    expect(out).not.toMatch(/attributeName="(xlink:)?href"/)
    expect(out).toContain('<a href="/">')
  })

  it('drops scripts, foreign objects, event handlers and outside <use> references', () => {
    const out = clean(
      svg(
        '<script>alert(1)</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
          '<rect onclick="alert(1)" onload="x()" width="2"/><use href="https://evil.example/s.svg#a"/>' +
          '<use href="data:image/svg+xml,x#a"/><iframe src="x"/><embed src="x"/><object data="x"/>',
        'onload="alert(1)"',
      ),
    )
    expect(out).not.toMatch(/script|foreignObject|onclick|onload|alert|evil|data:|iframe|embed|object/i)
    expect(out).toContain('<rect width="2"/>')
  })

  it('refuses markup that is not a well-formed svg document', () => {
    expect(sanitize('<html><body>nope</body></html>')).toBeNull()
    expect(sanitize('<svg xmlns="http://www.w3.org/2000/svg"><unclosed></svg>')).toBeNull()
    expect(sanitize('<svg><rect/></svg>')).toBeNull() // no SVG namespace: not an svg document
    expect(sanitize('')).toBeNull()
    expect(sanitize('plain text')).toBeNull()
    // A control character is not allowed in XML 1.0: the whole file is refused, not just the link.
    expect(sanitize(svg('<a href="&#1;javascript:alert(1)"/>'))).toBeNull()
  })
})
