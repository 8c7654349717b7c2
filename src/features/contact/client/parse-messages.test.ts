import { describe, expect, it } from 'vitest'
import { parseDisplayDate, parseTime } from '../rules'
import { parseErrorMessage } from './parse-messages'

const thrown = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return parseErrorMessage(error)
  }
  throw new Error('did not throw')
}

describe('parseErrorMessage', () => {
  it('says each date parsing error in French', () => {
    expect(thrown(() => parseDisplayDate(undefined as unknown as string, 'x'))).toBe('Arguments invalides.')
    expect(thrown(() => parseDisplayDate('d MM yy', 'novembre'))).toBe('Nombre manquant à la position 0.')
    expect(thrown(() => parseDisplayDate('d MM yy', '5 brumaire 2026'))).toBe('Nom inconnu à la position 2.')
    expect(thrown(() => parseDisplayDate('dd/mm/yy', '05-11-2026'))).toBe(
      'Caractère inattendu à la position 2.',
    )
    expect(thrown(() => parseDisplayDate('dd/mm/yy', '05/11/2026 10h'))).toBe(
      'Caractères en trop dans la date :  10h',
    )
    expect(thrown(() => parseDisplayDate('dd/mm/yy', '31/02/2026'))).toBe('Date invalide.')
  })

  it('says the time format error in French', () => {
    expect(thrown(() => parseTime('25:00'))).toBe('Format d’heure incorrect.')
    expect(thrown(() => parseTime('9h30'))).toBe('Format d’heure incorrect.')
  })

  it('has a French fallback for anything else', () => {
    expect(parseErrorMessage(new Error('boom'))).toBe('Valeur non reconnue.')
  })
})
