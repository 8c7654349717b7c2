import { describe, expect, it } from 'vitest'
import { filledStars, formatAverage, nonceField, parseRating, ratingLabel, summaryText } from './rules'

describe('post rating rules', () => {
  it.each([
    ['1', 1],
    ['5', 5],
    [' 3 ', 3],
    ['0', null],
    ['6', null],
    ['4.5', null],
    ['-1', null],
    ['', null],
    ['1e0', null],
    [['3'], null],
    [undefined, null],
  ])('parseRating(%j) is %j', (given, expected) => expect(parseRating(given)).toBe(expected))

  it('names the nonce field after the post, as the original block does', () => {
    expect(nonceField(42)).toBe('postratings_42_nonce')
  })

  it('has a French label for each star and none outside 1..5', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Décevant', 'Moyen', 'Bien', 'Très bien', 'Excellent'])
    expect(ratingLabel(0)).toBe('')
    expect(ratingLabel(6)).toBe('')
  })

  it('writes averages the French way, with at most one decimal', () => {
    expect(formatAverage(4.25)).toBe('4,3')
    expect(formatAverage(4)).toBe('4')
    expect(formatAverage(3.04)).toBe('3')
  })

  it('summarises the votes, singular and plural', () => {
    expect(summaryText({ count: 0, average: 0 })).toBe('Aucun vote pour l’instant')
    expect(summaryText({ count: 1, average: 5 })).toBe('5 sur 5 (1 vote)')
    expect(summaryText({ count: 12, average: 4.25 })).toBe('4,3 sur 5 (12 votes)')
  })

  it('fills stars to the nearer half', () => {
    expect(filledStars(4.24)).toBe(4)
    expect(filledStars(4.25)).toBe(4.5)
    expect(filledStars(4.8)).toBe(5)
  })
})
