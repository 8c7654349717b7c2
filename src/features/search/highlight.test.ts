import { describe, expect, it } from 'vitest'
import { highlight, passage } from './highlight'

describe('highlight', () => {
  it('marks the words a term begins, whatever their accents and case', () => {
    expect(highlight('Le grand Événement de la plage', ['evenement', 'plag'])).toBe(
      'Le grand <mark>Événement</mark> de la <mark>plage</mark>',
    )
    expect(highlight('Char à voile', ['char'])).toBe('<mark>Char</mark> à voile')
  })

  it('escapes the text around and inside the marks', () => {
    expect(highlight('<b>Plage</b> & dunes', ['plage'])).toBe(
      '&lt;b&gt;<mark>Plage</mark>&lt;/b&gt; &amp; dunes',
    )
    expect(highlight('<script>', [])).toBe('&lt;script&gt;')
  })
})

describe('passage', () => {
  const text = `${'Introduction sans rapport. '.repeat(20)}Ici commence la balade en char à voile sur la plage. ${'Suite. '.repeat(40)}`

  it('shows the part around the first searched word, cut at words', () => {
    const shown = passage(text, ['char'])
    expect(shown).toMatch(/^… /)
    expect(shown).toContain('char à voile')
    expect(shown.length).toBeLessThanOrEqual(190)
    expect(shown).toMatch(/ …$/)
  })

  it('keeps a short text whole', () => {
    expect(passage('Plage de sable', ['plage'])).toBe('Plage de sable')
  })
})
