import { describe, expect, it } from 'vitest'
import { formatAddress, parseMailFrom } from './from'

describe('parseMailFrom', () => {
  it('splits a display name and an address', () => {
    expect(parseMailFrom('Escale <ne-pas-repondre@escale.localhost>')).toEqual({
      name: 'Escale',
      address: 'ne-pas-repondre@escale.localhost',
    })
  })

  it('keeps quoted names with commas and accents', () => {
    expect(parseMailFrom('"Office de tourisme, Bray-Dunes" <accueil@escale.example>')).toEqual({
      name: 'Office de tourisme, Bray-Dunes',
      address: 'accueil@escale.example',
    })
    expect(parseMailFrom('Équipe Escale <equipe@escale.example>').name).toBe('Équipe Escale')
  })

  it('names a bare address after the site', () => {
    expect(parseMailFrom('  contact@escale.example ')).toEqual({
      name: 'Escale',
      address: 'contact@escale.example',
    })
  })

  it('refuses anything but exactly one valid address', () => {
    for (const bad of ['', 'Escale', 'Escale <pas-une-adresse>', 'a@escale.example, b@escale.example'])
      expect(() => parseMailFrom(bad), bad).toThrow(/une seule adresse/)
  })
})

describe('formatAddress', () => {
  it('quotes the name and escapes quotes in it', () => {
    expect(formatAddress({ name: 'Escale', address: 'a@escale.example' })).toBe('"Escale" <a@escale.example>')
    expect(formatAddress({ name: 'Le "Phare"', address: 'a@escale.example' })).toBe(
      '"Le \\"Phare\\"" <a@escale.example>',
    )
    expect(formatAddress({ name: '', address: 'a@escale.example' })).toBe('a@escale.example')
  })
})
