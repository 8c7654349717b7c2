import { describe, expect, it } from 'vitest'
import { FIELD_MESSAGES as M } from './messages'
import { checkEmail, checkLength, checkRequired, checkTel, checkUrl, normaliseUrl } from './text'

describe('required', () => {
  it('refuses empty, blank and unchecked values', () => {
    expect(checkRequired('')).toBe(M.required)
    expect(checkRequired('   ')).toBe(M.required)
    expect(checkRequired([])).toBe(M.required)
    expect(checkRequired(undefined)).toBe(M.required)
    expect(checkRequired('a')).toBeNull()
    expect(checkRequired(['x'])).toBeNull()
  })
})

describe('lengths', () => {
  it('counts characters, not UTF-16 units, and leaves empty values alone', () => {
    expect(checkLength('abc', 4)).toBe(M.tooShort)
    expect(checkLength('abcde', undefined, 4)).toBe(M.tooLong)
    expect(checkLength('éé😀😀', 4, 4)).toBeNull()
    expect(checkLength('', 3)).toBeNull()
  })
})

describe('e-mail', () => {
  it('accepts ordinary addresses only', () => {
    expect(checkEmail('marie.dupont@exemple.fr')).toBeNull()
    expect(checkEmail('a+b@sous.domaine.org')).toBeNull()
    for (const bad of ['marie', 'marie@', '@exemple.fr', 'marie@exemple', 'ma rie@exemple.fr', 'a@b..fr'])
      expect(checkEmail(bad)).toBe(M.email)
  })
})

describe('URL', () => {
  it('adds http:// when there is no scheme and the value contains a dot', () => {
    expect(normaliseUrl('escale.fr')).toBe('http://escale.fr')
    expect(normaliseUrl(' www.escale.fr/agenda ')).toBe('http://www.escale.fr/agenda')
    expect(normaliseUrl('https://escale.fr')).toBe('https://escale.fr')
    expect(normaliseUrl('escale')).toBe('escale')
  })
  it('checks the normalised value', () => {
    expect(checkUrl('escale.fr')).toBeNull()
    expect(checkUrl('ftp://fichiers.escale.fr')).toBeNull()
    expect(checkUrl('escale')).toBe(M.url)
    expect(checkUrl('javascript:alert(1)')).toBe(M.url)
    expect(checkUrl('http://')).toBe(M.url)
  })
})

describe('telephone', () => {
  it('accepts digits with the usual separators', () => {
    expect(checkTel('01 23 45 67 89')).toBeNull()
    expect(checkTel('+33 (0)1.23.45.67.89')).toBeNull()
    expect(checkTel('06-12-34-56-78')).toBeNull()
    expect(checkTel('appelez-moi')).toBe(M.tel)
    expect(checkTel('12')).toBe(M.tel)
    expect(checkTel('+33 1 2+3')).toBe(M.tel)
  })
})
