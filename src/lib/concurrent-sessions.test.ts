import { describe, expect, it } from 'vitest'
import { sessionsAfterLogin, writesSessions } from './concurrent-sessions'

const now = new Date('2026-11-27T12:00:00Z')
const session = (id: string, expiresAt = '2026-11-27T14:00:00Z') => ({ id, expiresAt })

describe('a login’s session kept beside the ones stored meanwhile', () => {
  it('keeps a session another login stored after this one read the list', () => {
    // This login read [a], another login stored b meanwhile, this one adds c.
    expect(sessionsAfterLogin([session('a'), session('b')], [session('a'), session('c')], now)).toEqual([
      session('a'),
      session('b'),
      session('c'),
    ])
  })

  it('does not bring back a session ended meanwhile', () => {
    // This login read [a, b]; b logged out meanwhile.
    expect(sessionsAfterLogin([session('a')], [session('a'), session('b'), session('c')], now)).toEqual([
      session('a'),
      session('c'),
    ])
  })

  it('drops the expired sessions', () => {
    const expired = session('old', '2026-11-27T11:59:59Z')
    expect(sessionsAfterLogin([expired, session('a')], [session('a'), session('c')], now)).toEqual([
      session('a'),
      session('c'),
    ])
  })

  it('leaves alone a write that adds no session: a logout’s', () => {
    // A logout of b writes the list it has just read, less b.
    expect(
      sessionsAfterLogin([session('a'), session('b'), session('c')], [session('a'), session('c')], now),
    ).toBeNull()
    expect(sessionsAfterLogin([session('a')], [], now)).toBeNull()
  })

  it('tells the writes of sessions from an account’s other updates', () => {
    expect(writesSessions({ updatedAt: null, sessions: [session('c')] })).toBe(true)
    expect(writesSessions({ updatedAt: '2026-11-27T12:00:00Z', sessions: [session('c')] })).toBe(false)
    expect(writesSessions({ sessions: [session('c')] })).toBe(false)
    expect(writesSessions({ updatedAt: null, sessions: [] })).toBe(false)
    expect(writesSessions({ updatedAt: null, name: 'Camille' })).toBe(false)
  })
})
