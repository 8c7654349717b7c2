import { describe, expect, it } from 'vitest'
import { foldText } from './text'

describe('foldText', () => {
  it('drops accents and case, and normalises spaces and apostrophes', () => {
    expect(foldText('  Événement  à l’Été ')).toBe("evenement a l'ete")
    expect(foldText('ŒUVRES')).toBe('oeuvres')
  })
})
