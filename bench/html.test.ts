import { describe, expect, it } from 'vitest'
import { rewritePage } from '../scripts/server/scripts-after-lcp/rewrite'
import { extractScripts, extractStyles, firstArticlePath, flightData } from './support/html'

describe('extractScripts', () => {
  it('collects executable external and inline scripts, decoding entities and skipping data blocks', () => {
    const html = `<head>
      <script src="/_next/static/chunks/a.js?dpl=1&amp;x=2" async=""></script>
      <script src='/_next/static/chunks/b.js' type="module"></script>
      <script src="/_next/static/chunks/a.js?dpl=1&amp;x=2" async=""></script>
      <script type="application/ld+json">{"@type":"Article"}</script>
      <script type="importmap">{}</script>
      <script src=https://cdn.example/c.js></script>
    </head><body>
      <script>self.__next_f.push([1,"x"])</script>
      <SCRIPT type="text/javascript">var a = "</div>"</SCRIPT>
      <script>  </script>
    </body>`
    expect(extractScripts(html)).toEqual({
      external: [
        '/_next/static/chunks/a.js?dpl=1&x=2',
        '/_next/static/chunks/b.js',
        'https://cdn.example/c.js',
      ],
      inline: ['self.__next_f.push([1,"x"])', 'var a = "</div>"'],
    })
  })

  it('does not read data-src as src', () => {
    expect(extractScripts('<script data-src="/x.js">go()</script>')).toEqual({
      external: [],
      inline: ['go()'],
    })
  })

  it('counts the scripts the production server holds back until the page has painted', () => {
    const page = rewritePage(
      '<head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script src="/_next/static/chunks/b.js" async=""></script></body>',
    )
    const { external, inline } = extractScripts(page)
    expect(external).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
    // The loader itself is inline script the page runs.
    expect(inline).toHaveLength(1)
  })

  it('leaves out nomodule scripts (legacy polyfills modern browsers skip)', () => {
    const html =
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script nomodule>old()</script>'
    expect(extractScripts(html)).toEqual({ external: [], inline: [] })
    expect(extractScripts('<script src="/a.js" data-nomodule-ish="1"></script>').external).toEqual(['/a.js'])
  })
})

describe('firstArticlePath', () => {
  it('takes the first article link inside <main>, skipping pagination', () => {
    const html = `<header><a href="/articles/from-header">x</a></header>
      <main data-page="listing"><a href="/articles/page/2">2</a><a href="/articles/newest-one">n</a>
      <a href="/articles/older">o</a></main>`
    expect(firstArticlePath(html)).toBe('/articles/newest-one')
  })

  it('returns null when the listing has no article', () => {
    expect(firstArticlePath('<main><p>Aucun article</p></main>')).toBeNull()
    expect(firstArticlePath('<p>no main</p>')).toBeNull()
  })
})

describe('flightData', () => {
  const css = '.a{content:"x"}'
  const push = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`

  it('joins the navigation data and drops the stylesheets the page carries in <style>', () => {
    const html = `<style data-precedence="next">.b{}\n${css}</style>`
    const inline = [
      'self.__next_f=self.__next_f||[]',
      push(`1:"$Sreact.fragment"\n28:T${Buffer.byteLength(css).toString(16)},`),
      push(css.slice(0, 6)),
      push(`${css.slice(6)}\n29:["$","main"]\n2a:T4,héé`),
    ]
    const data = flightData(inline, extractStyles(html))
    const rows = (row28: string) =>
      `1:"$Sreact.fragment"\n28:T${Buffer.byteLength(css).toString(16)},${row28}\n29:["$","main"]\n2a:T4,héé`
    expect(data.text).toBe(rows(css))
    // A text row that is not a stylesheet (here 4 bytes of prose) stays.
    expect(data.withoutStyles).toBe(rows(''))
  })

  it('drops a short stylesheet written inside its <style> element’s row, not a reference to a text row', () => {
    const short = '.c{color:red}'
    const html = `<style data-precedence="next">${short}</style>`
    const element = (children: string) =>
      `2b:["$","style","0",{"nonce":"$undefined","precedence":"next","href":"/c.css","children":${JSON.stringify(children)}}]`
    const text = `${element(short)}\n${element('$2a')}\n${element('.d{}')}\n2c:["$","p",null,{"children":${JSON.stringify(short)}}]`
    const data = flightData([push(text)], extractStyles(html))
    expect(data.withoutStyles).toBe(
      `${element('')}\n${element('$2a')}\n${element('.d{}')}\n2c:["$","p",null,{"children":${JSON.stringify(short)}}]`,
    )
  })

  it('keeps everything when the page has no inlined stylesheet', () => {
    const data = flightData([push('a'), push('b')], extractStyles('<style></style><p>x</p>'))
    expect(data).toEqual({ text: 'ab', withoutStyles: 'ab' })
  })
})
