import { describe, expect, it } from 'vitest'
import { doc, heading, paragraph, text } from './fixtures'
import { headingsOf, textOf } from './headings'

describe('headingsOf', () => {
  it('lists h2, h3 and h4 headings with ids made from their text', () => {
    const content = doc(
      heading('h2', text('Accès')),
      paragraph(text('En train, en bus…')),
      heading('h3', text('Stationnement '), text('gratuit', 1)),
      heading('h4', text('Plages & dunes')),
    )
    expect(headingsOf(content)).toEqual([
      { id: 'acces', text: 'Accès', level: 2 },
      { id: 'stationnement-gratuit', text: 'Stationnement gratuit', level: 3 },
      { id: 'plages-dunes', text: 'Plages & dunes', level: 4 },
    ])
  })

  it('makes repeated headings unique, even against a later literal suffix', () => {
    const content = doc(
      heading('h2', text('Plages')),
      heading('h2', text('Plages')),
      heading('h2', text('Plages 2')),
    )
    expect(headingsOf(content).map((h) => h.id)).toEqual(['plages', 'plages-2', 'plages-2-2'])
  })

  it('gives headings without letters a fallback id', () => {
    expect(headingsOf(doc(heading('h2', text('!!!')), heading('h2', text('…'))))).toEqual([
      { id: 'section', text: '!!!', level: 2 },
      { id: 'section-2', text: '…', level: 2 },
    ])
  })

  it('is empty for empty or missing content', () => {
    expect(headingsOf(null)).toEqual([])
    expect(headingsOf(doc(paragraph(text('Rien'))))).toEqual([])
  })
})

describe('textOf', () => {
  it('joins the text of nested nodes', () => {
    expect(textOf(paragraph(text('Bray'), { type: 'linebreak' }, text('Dunes')))).toBe('Bray Dunes')
  })
})
