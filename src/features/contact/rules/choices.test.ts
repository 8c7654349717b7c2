import { describe, expect, it } from 'vitest'
import {
  acceptanceSatisfied,
  checkAcceptance,
  checkChoices,
  checkExclusive,
  freeTextEnabled,
  quizAnswerMatches,
} from './choices'
import { FIELD_MESSAGES as M } from './messages'

const options = [
  { label: 'Oui', value: 'oui' },
  { label: 'Non', value: 'non' },
  { label: 'Autre', value: 'autre', freeText: true },
]

describe('acceptance', () => {
  it('wants a normal box checked, an inverted one unchecked, and lets optional boxes be', () => {
    expect(acceptanceSatisfied({ optional: false, invert: false }, true)).toBe(true)
    expect(acceptanceSatisfied({ optional: false, invert: false }, false)).toBe(false)
    expect(acceptanceSatisfied({ optional: false, invert: true }, false)).toBe(true)
    expect(acceptanceSatisfied({ optional: false, invert: true }, true)).toBe(false)
    expect(acceptanceSatisfied({ optional: true, invert: false }, false)).toBe(true)
    expect(checkAcceptance({ optional: false, invert: false }, false)).toBe(M.acceptance)
  })
})

describe('choices', () => {
  it('accepts listed values only, one for single choices', () => {
    expect(checkChoices(options, 'oui', true)).toBeNull()
    expect(checkChoices(options, ['oui', 'non'], false)).toBeNull()
    expect(checkChoices(options, ['oui', 'non'], true)).toBe(M.choice)
    expect(checkChoices(options, 'peut-être', true)).toBe(M.choice)
  })
  it('allows one box in an exclusive group', () => {
    expect(checkExclusive(['oui'])).toBeNull()
    expect(checkExclusive(['oui', 'non'])).toBe(M.exclusive)
  })
  it('enables the free text only while its option is picked', () => {
    expect(freeTextEnabled(options, ['autre'])).toBe(true)
    expect(freeTextEnabled(options, 'oui')).toBe(false)
  })
})

describe('quiz', () => {
  it('compares answers without case, accents or extra spaces', () => {
    expect(quizAnswerMatches('  PARIS ', ['Paris'])).toBe(true)
    expect(quizAnswerMatches('ile de france', ['Île-de-France', 'ile de france'])).toBe(true)
    expect(quizAnswerMatches('Lyon', ['Paris'])).toBe(false)
    expect(quizAnswerMatches('', [''])).toBe(false)
  })
})
