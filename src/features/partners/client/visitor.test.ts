import { afterEach, describe, expect, it, vi } from 'vitest'
import { VISITOR_COOKIE, VISITOR_COOKIE_DAYS, VISITOR_TIMEOUT_MS } from './constants'
import {
  RANDOM_UNAVAILABLE,
  cookieVisitorId,
  pageAddress,
  randomVisitorId,
  readVisitorAnswer,
  resolveVisitor,
  visitorCookie,
  visitorQuery,
  type VisitorDeps,
} from './visitor'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const KEPT = '0b7c6f0e-3a52-4d8e-9a51-3c1f0b2d4e6f'

function deps(overrides: Partial<VisitorDeps> = {}): VisitorDeps & { document: { cookie: string } } {
  return {
    partnerId: 'ABC123',
    visitorUrl: 'https://partenaire.example/visitor',
    location: {
      host: 'escale.example',
      pathname: '/articles/la-digue',
      href: 'https://escale.example/articles/la-digue?x=1#haut',
      protocol: 'https:',
    },
    document: { cookie: '' },
    fetch: vi.fn(async () => Response.json({ visitor_id: 'V1S1T0R', scm: true })),
    crypto: globalThis.crypto,
    ...overrides,
  } as VisitorDeps & { document: { cookie: string } }
}

const decodeQ = (url: string) => {
  const q = new URL(url).searchParams.get('q')!
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(q), (c) => c.charCodeAt(0))))
}

afterEach(() => vi.useRealTimers())

describe('call 21', () => {
  it('asks with q = base64 of the partner and the page (host and path), with cookies', async () => {
    const d = deps()
    expect(await resolveVisitor(d)).toEqual({ visitorId: 'V1S1T0R', scm: true })
    const [url, init] = vi.mocked(d.fetch).mock.calls[0]
    expect(String(url).startsWith('https://partenaire.example/visitor?q=')).toBe(true)
    expect(decodeQ(String(url))).toEqual({
      partnerHashCode: 'ABC123',
      url: 'escale.example/articles/la-digue',
    })
    expect(init).toMatchObject({ credentials: 'include' })
    expect(d.document.cookie).toBe('')
  })

  it('encodes a page address with accents as UTF-8', () => {
    const q = visitorQuery('ABC', 'escale.example/événements')
    expect(JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(q), (c) => c.charCodeAt(0))))).toEqual({
      partnerHashCode: 'ABC',
      url: 'escale.example/événements',
    })
    expect(pageAddress({ host: 'escale.example:3000', pathname: '/' })).toBe('escale.example:3000/')
  })

  it('reads scm as true only when it is true, and refuses an answer without a usable visitor_id', () => {
    expect(readVisitorAnswer({ visitor_id: 'abc', scm: 'true' })).toEqual({ visitorId: 'abc', scm: false })
    expect(readVisitorAnswer({ visitor_id: 'abc' })).toEqual({ visitorId: 'abc', scm: false })
    expect(readVisitorAnswer({ visitor_id: '' })).toBeNull()
    expect(readVisitorAnswer({ visitor_id: 'a b<script>' })).toBeNull()
    expect(readVisitorAnswer({ visitor_id: 42 })).toBeNull()
    expect(readVisitorAnswer(null)).toBeNull()
    expect(readVisitorAnswer('abc')).toBeNull()
  })
})

describe('when call 21 fails', () => {
  const failures: [string, VisitorDeps['fetch']][] = [
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', async () => new Response('oops', { status: 500 })],
    ['a body that is not JSON', async () => new Response('<html>')],
    ['JSON without a visitor id', async () => Response.json({ scm: true })],
  ]

  it.each(failures)(
    'after %s, takes our cookie id, silently and without the metadata call',
    async (_, fetch) => {
      const d = deps({ fetch, document: { cookie: `autre=1; ${VISITOR_COOKIE}=${KEPT}` } })
      expect(await resolveVisitor(d)).toEqual({ visitorId: KEPT, scm: false })
    },
  )

  it('without our cookie, makes a random UUID and keeps it 180 days, SameSite=Lax, Secure on https', async () => {
    const d = deps({ fetch: async () => new Response('', { status: 503 }) })
    const { visitorId, scm } = await resolveVisitor(d)
    expect(visitorId).toMatch(UUID)
    expect(scm).toBe(false)
    expect(d.document.cookie).toBe(
      `${VISITOR_COOKIE}=${visitorId}; Max-Age=${VISITOR_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax; Secure`,
    )
    expect(VISITOR_COOKIE_DAYS).toBe(180)
  })

  it('replaces a malformed cookie id, and leaves Secure out on http', async () => {
    const d = deps({
      fetch: async () => new Response('', { status: 404 }),
      document: { cookie: `${VISITOR_COOKIE}=pas-un-identifiant` },
      location: { host: 'localhost:3000', pathname: '/', href: 'http://localhost:3000/', protocol: 'http:' },
    })
    const { visitorId } = await resolveVisitor(d)
    expect(visitorId).toMatch(UUID)
    expect(d.document.cookie).not.toContain('Secure')
  })

  it(`gives up after ${VISITOR_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers()
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const d = deps({ fetch, document: { cookie: `${VISITOR_COOKIE}=${KEPT}` } })
    const resolved = resolveVisitor(d)
    await vi.advanceTimersByTimeAsync(VISITOR_TIMEOUT_MS)
    expect(await resolved).toEqual({ visitorId: KEPT, scm: false })
  })

  it('throws when no secure random generator exists', async () => {
    const d = deps({ fetch: async () => new Response('', { status: 500 }), crypto: undefined })
    await expect(resolveVisitor(d)).rejects.toThrow(RANDOM_UNAVAILABLE)
    expect(d.document.cookie).toBe('')
  })
})

describe('our random ids', () => {
  it('uses randomUUID, else getRandomValues, else throws', () => {
    expect(randomVisitorId({ randomUUID: () => KEPT })).toBe(KEPT)
    const getRandomValues = <T extends ArrayBufferView | null>(array: T) => {
      if (array instanceof Uint8Array) array.fill(0xff)
      return array
    }
    expect(randomVisitorId({ getRandomValues })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(
      randomVisitorId({ getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) }),
    ).toMatch(UUID)
    expect(() => randomVisitorId({})).toThrow(RANDOM_UNAVAILABLE)
    expect(() => randomVisitorId(undefined)).toThrow(RANDOM_UNAVAILABLE)
  })

  it('reads our cookie only when it holds a UUID', () => {
    expect(cookieVisitorId(`${VISITOR_COOKIE}=${KEPT}`)).toBe(KEPT)
    expect(cookieVisitorId(`a=b;${VISITOR_COOKIE}=${KEPT};c=d`)).toBe(KEPT)
    expect(cookieVisitorId(`x${VISITOR_COOKIE}=${KEPT}`)).toBeNull()
    expect(cookieVisitorId(`${VISITOR_COOKIE}=${KEPT}x`)).toBeNull()
    expect(cookieVisitorId('')).toBeNull()
    expect(visitorCookie(KEPT, false)).toBe(
      `${VISITOR_COOKIE}=${KEPT}; Max-Age=15552000; Path=/; SameSite=Lax`,
    )
  })
})
