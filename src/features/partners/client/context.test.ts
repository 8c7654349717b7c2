// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  AFTER_HEADING_CHARS,
  BEFORE_HEADING_CHARS,
  CONTEXT_MAX_CHARS,
  MAX_PARENT_LEVELS,
  METADATA_MAX_CHARS,
} from './constants'
import { cleanText, contextParagraph, cutText, elementText, metadataContext, pageContext } from './context'

/** French prose of exactly n characters. */
const prose = (n: number) => 'la plage et les dunes '.repeat(Math.ceil(n / 22)).slice(0, n - 1) + '.'
const main = () => document.querySelector('main')!
const location = { origin: 'https://escale.example', pathname: '/articles/la-digue' }

beforeEach(() => {
  document.head.innerHTML = ''
  document.documentElement.lang = 'fr'
})

describe('text cleaning', () => {
  it('strips tags, links with their text, and line breaks', () => {
    expect(cleanText('Balade <b>sur</b>\nla <a href="/digue">digue</a> ce soir')).toBe(
      'Balade sur la ce soir',
    )
    document.body.innerHTML =
      '<p>Balade <em>sur</em><br>la\n  <a href="/digue">digue</a>, <span>ce soir</span></p>'
    expect(elementText(document.querySelector('p')!)).toBe('Balade sur la , ce soir')
  })

  it.each([
    'Voir http://exemple.fr pour réserver',
    'Nos photos img réunies',
    'function () { return 1 }',
    'Appel ajax au serveur',
    'Activez JavaScript pour voir la carte',
    'Le CSS du site',
    'a => b',
  ])('ignores text that looks like code or an address: %j', (text) => {
    expect(cleanText(text)).toBe('')
  })

  it('keeps ordinary French prose, words that merely contain a keyword included', () => {
    expect(cleanText('La fonction du phare, son style et le document ancien')).toBe(
      'La fonction du phare, son style et le document ancien',
    )
  })

  it(`cuts to a length, never halving a character outside the basic plane`, () => {
    expect(cutText(prose(CONTEXT_MAX_CHARS + 1), CONTEXT_MAX_CHARS)).toHaveLength(CONTEXT_MAX_CHARS)
    expect(cutText(prose(CONTEXT_MAX_CHARS), CONTEXT_MAX_CHARS)).toHaveLength(CONTEXT_MAX_CHARS)
    expect(cutText('ab🌊', 3)).toBe('ab')
  })
})

describe('the paragraph that stands for the page', () => {
  it('is all the content when it has no heading, without widgets, navigation or code', () => {
    document.body.innerHTML = `<main>
      <nav><ul><li>Accueil</li></ul></nav>
      <p>Premier.</p><ul><li>Second.</li></ul>
      <div class="partner-widget" data-partner-widget="activities"><p>Activités à réserver</p></div>
      <p>Chargez le script javascript.</p><p>Dernier.</p></main>`
    expect(contextParagraph(main())).toBe('Premier. Second. Dernier.')
  })

  it(`is the text before the first heading when it has ${BEFORE_HEADING_CHARS} characters or more`, () => {
    const intro = prose(BEFORE_HEADING_CHARS)
    document.body.innerHTML = `<main><p>${intro}</p><h2>Que faire</h2><p>Après.</p></main>`
    expect(contextParagraph(main())).toBe(intro)
  })

  it(`otherwise is the text after the heading, in the nearest ancestor holding ${AFTER_HEADING_CHARS} characters`, () => {
    const short = prose(BEFORE_HEADING_CHARS - 1)
    const section = prose(AFTER_HEADING_CHARS)
    document.body.innerHTML = `<main><p>${short}</p>
      <article><header><h1>La digue</h1><p>Court.</p></header>
      <div><p>${section}</p></div></article><aside><p>À côté.</p></aside><p>Plus loin.</p></main>`
    // The header holds 6 characters after the heading: too few; the article holds both paragraphs.
    expect(contextParagraph(main())).toBe(`Court. ${section}`)
  })

  it('takes the content root as the last ancestor when no nearer one holds enough', () => {
    document.body.innerHTML = `<main><p>Avant.</p><div><h1>La digue</h1><p>Un.</p></div><p>Deux.</p></main>`
    expect(contextParagraph(main())).toBe('Un. Deux.')
  })

  it(`looks ${MAX_PARENT_LEVELS} ancestors up at most`, () => {
    const deep = (levels: number) =>
      '<div>'.repeat(levels - 1) + '<h1>Titre</h1><p>Près.</p>' + '</div>'.repeat(levels - 1)
    document.body.innerHTML = `<main>${deep(MAX_PARENT_LEVELS)}<p>${prose(AFTER_HEADING_CHARS)}</p></main>`
    expect(contextParagraph(main())).toHaveLength('Près. '.length + AFTER_HEADING_CHARS)
    document.body.innerHTML = `<main>${deep(MAX_PARENT_LEVELS + 1)}<p>${prose(AFTER_HEADING_CHARS)}</p></main>`
    expect(contextParagraph(main())).toBe('Près.')
  })
})

describe('the page context payload', () => {
  it('holds language, title, description, first heading, paragraph and address', () => {
    document.head.innerHTML = '<meta name="description" content="Se promener\nsur la digue.">'
    document.title = 'La digue | Escale'
    document.body.innerHTML = '<main><h1>La <a href="#">belle</a> digue</h1><p>Un texte.</p></main>'
    expect(pageContext({ document, root: main(), location })).toEqual({
      language: 'fr',
      metaTitle: 'La digue | Escale',
      metaDescription: 'Se promener sur la digue.',
      sectionHeading: 'La digue',
      paragraph: 'Un texte.',
      url: 'https://escale.example/articles/la-digue',
    })
  })

  it(`cuts each text to ${CONTEXT_MAX_CHARS} characters, and heading and paragraph to ${METADATA_MAX_CHARS} in the metadata call`, () => {
    const long = prose(METADATA_MAX_CHARS + 1)
    document.head.innerHTML = `<meta name="description" content="${long}">`
    document.title = long
    document.body.innerHTML = `<main><h1>${long}</h1><p>${long}</p></main>`
    const widget = pageContext({ document, root: main(), location })
    expect(
      [widget.metaTitle, widget.metaDescription, widget.sectionHeading, widget.paragraph].map(
        (t) => t.length,
      ),
    ).toEqual([CONTEXT_MAX_CHARS, CONTEXT_MAX_CHARS, CONTEXT_MAX_CHARS, CONTEXT_MAX_CHARS])
    expect(widget).not.toHaveProperty('partnerHashCode')
    const metadata = metadataContext({ document, root: main(), location }, 'ABC123')
    expect(metadata.partnerHashCode).toBe('ABC123')
    expect([metadata.metaTitle, metadata.sectionHeading, metadata.paragraph].map((t) => t.length)).toEqual([
      CONTEXT_MAX_CHARS,
      METADATA_MAX_CHARS,
      METADATA_MAX_CHARS,
    ])
  })

  it('says French when the page has no language, and leaves out a title that looks like code', () => {
    document.documentElement.removeAttribute('lang')
    document.title = 'function x() {}'
    document.body.innerHTML = '<main></main>'
    expect(pageContext({ document, root: main(), location })).toMatchObject({
      language: 'fr',
      metaTitle: '',
      sectionHeading: '',
      paragraph: '',
    })
  })
})
