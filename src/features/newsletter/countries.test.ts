import { describe, expect, it } from 'vitest'
import { countries, countryListHtml, DIAL_CODES } from './countries'

describe('country prefixes', () => {
  it('name the countries in French, France first', () => {
    const list = countries()
    expect(list[0]).toEqual({ code: 'fr', name: 'France', dial: '33' })
    expect(list.find((country) => country.code === 'de')?.name).toBe('Allemagne')
    expect(list.find((country) => country.code === 'be')?.dial).toBe('32')
    expect(list).toHaveLength(Object.keys(DIAL_CODES).length)
  })

  it('answer an HTML list with each country code and dial code', () => {
    const html = countryListHtml()
    expect(html).toMatch(/^<ul class="sib-country-prefix-list"/)
    expect(html).toContain('data-country-code="be" data-dial-code="32"')
    expect(html.match(/<li /g)).toHaveLength(Object.keys(DIAL_CODES).length)
  })
})
