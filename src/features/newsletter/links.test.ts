import { beforeAll, describe, expect, it } from 'vitest'
import { linkMatches, signedLink } from './links'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

const keyOf = (link: string) => new URL(link).searchParams.get('cle') ?? ''

describe('newsletter mail links', () => {
  it('point to the French pages with the id and a key', () => {
    const link = new URL(signedLink('confirmer', 7, 'marie@example.fr'))
    expect(link.pathname).toBe('/newsletter/confirmer')
    expect(link.searchParams.get('id')).toBe('7')
  })

  it('match only their purpose, subscriber and address', () => {
    const key = keyOf(signedLink('desinscription', 7, 'marie@example.fr'))
    expect(linkMatches('desinscription', 7, 'Marie@Example.fr', key)).toBe(true)
    expect(linkMatches('confirmer', 7, 'marie@example.fr', key)).toBe(false)
    expect(linkMatches('desinscription', 8, 'marie@example.fr', key)).toBe(false)
    expect(linkMatches('desinscription', 7, 'paul@example.fr', key)).toBe(false)
    expect(linkMatches('desinscription', 7, 'marie@example.fr', 'x')).toBe(false)
  })
})
