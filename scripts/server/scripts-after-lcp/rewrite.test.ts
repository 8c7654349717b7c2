import { describe, expect, it } from 'vitest'
import { LOADER_SCRIPT } from './loader'
import { createScriptsRewriter, HOLDER_TYPE, rewritePage } from './rewrite'

/** The head and end of a page as Next 16 writes them (turbopack build). */
const PAGE = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/icons/vague.svg" as="image"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/398c2d76j7v7d.js"/>',
  '<script src="/_next/static/chunks/1w4sink4bmq-0.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '<style data-precedence="next">.a>.b{color:red}</style>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '</head><body><h1>Agenda</h1><p>Les rendez-vous à Bray-Dunes</p>',
  '<script noModule="" defer="" src="/navigateur-ancien.js"></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  '<script src="/_next/static/chunks/398c2d76j7v7d.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('')

const holder = (src: string) => `<script type="${HOLDER_TYPE}" data-src="${src}"></script>`

describe('the scripts rewriter', () => {
  it('holds back every chunk script, drops their preload, and puts the loader once before the first', () => {
    const out = rewritePage(PAGE)
    expect(out).not.toContain('<script src="/_next/static/chunks/1w4sink4bmq-0.js" async="">')
    expect(out).not.toContain('rel="preload" as="script"')
    expect(out).toContain(
      `<script>${LOADER_SCRIPT}</script>${holder('/_next/static/chunks/1w4sink4bmq-0.js')}${holder('/_next/static/chunks/turbopack-077hmtqrhcoji.js')}`,
    )
    expect(out).toContain(holder('/_next/static/chunks/398c2d76j7v7d.js'))
    expect(out.split(LOADER_SCRIPT)).toHaveLength(2)
  })

  it('leaves everything else as Next wrote it', () => {
    const out = rewritePage(PAGE)
    for (const kept of [
      '<link rel="preload" href="/icons/vague.svg" as="image"/>',
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
      '<script noModule="" defer="" src="/navigateur-ancien.js"></script>',
      '<script id="_R_">(globalThis["TURBOPACK"]',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<style data-precedence="next">.a>.b{color:red}</style>',
      '<h1>Agenda</h1><p>Les rendez-vous à Bray-Dunes</p>',
    ])
      expect(out).toContain(kept)
  })

  it('keeps scripts of another shape or origin: an integrity, a nonce, a script not of the build', () => {
    const page = [
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>',
      '<script src="/_next/static/chunks/b.js" async="" nonce="n"></script>',
      '<script src="/_next/static/chunks/c.js"></script>',
      '<script src="https://www.youtube.com/iframe_api" async=""></script>',
      '<link rel="preload" as="script" href="https://cdn.example/x.js"/>',
    ].join('')
    expect(rewritePage(page)).toBe(page)
  })

  it('gives the same page when Next cuts it anywhere', () => {
    const whole = rewritePage(PAGE)
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      const rewriter = createScriptsRewriter()
      const out = rewriter.push(PAGE.slice(0, cut)) + rewriter.push(PAGE.slice(cut)) + rewriter.end()
      expect(out, `cut at ${cut}`).toBe(whole)
    }
  })

  it('sends what is complete at once (a streamed page is not held back)', () => {
    const rewriter = createScriptsRewriter()
    const first = rewriter.push(
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script><body><p>Plage',
    )
    expect(first).toContain('<p>Plage')
    expect(first).toContain(holder('/_next/static/chunks/a.js'))
    // A script tag waits for its end, which Next writes with it.
    expect(rewriter.push('<script src="/_next/static/chunks/b.js" async="">')).toBe('')
    expect(rewriter.push('</script><p>Dunes</p>')).toBe(`${holder('/_next/static/chunks/b.js')}<p>Dunes</p>`)
  })
})
