import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials'

describe('initialsOf', () => {
  it('takes the first and last words of the name', () => {
    expect(initialsOf('Camille Martin', 'editeur@escale.example')).toBe('CM')
    expect(initialsOf('Jean-Pierre de la Fontaine')).toBe('JF')
    expect(initialsOf('  élodie  ')).toBe('É')
  })

  it('falls back on the e-mail address, then on a question mark', () => {
    expect(initialsOf('', 'editeur@escale.example')).toBe('E')
    expect(initialsOf(null, null)).toBe('?')
    expect(initialsOf('« »', '')).toBe('?')
  })
})
