import { describe, expect, it } from 'vitest'
import { affiliateHref } from './affiliate'

const HOST = 'www.location-vacances.example'

describe('affiliateHref (call 5)', () => {
  it('adds sharedid, the first segment of the page’s path, with ? or & as needed', () => {
    expect(affiliateHref(`https://${HOST}/gite`, HOST, '/articles/la-plage')).toBe(
      `https://${HOST}/gite?sharedid=articles`,
    )
    expect(affiliateHref(`https://${HOST}/gite?nuits=2#photos`, HOST, '/infos-pratiques')).toBe(
      `https://${HOST}/gite?nuits=2&sharedid=infos-pratiques#photos`,
    )
  })

  it('replaces a sharedid already there, and matches the host whatever its case', () => {
    expect(
      affiliateHref(`https://WWW.Location-Vacances.example/?sharedid=x`, HOST.toUpperCase(), '/a-propos'),
    ).toBe(`https://www.location-vacances.example/?sharedid=a-propos`)
  })

  it('leaves other hosts, relative links, the root page and a missing host alone', () => {
    expect(affiliateHref('https://ailleurs.example/gite', HOST, '/articles/x')).toBe(
      'https://ailleurs.example/gite',
    )
    expect(affiliateHref(`https://sous.${HOST}/gite`, HOST, '/articles/x')).toBe(`https://sous.${HOST}/gite`)
    expect(affiliateHref('/agenda', HOST, '/articles/x')).toBe('/agenda')
    expect(affiliateHref(`https://${HOST}/gite`, HOST, '/')).toBe(`https://${HOST}/gite`)
    expect(affiliateHref(`https://${HOST}/gite`, '', '/articles/x')).toBe(`https://${HOST}/gite`)
    expect(affiliateHref(`https://${HOST}/gite`, null, '/articles/x')).toBe(`https://${HOST}/gite`)
  })
})
