import { describe, expect, it } from 'vitest'
import {
  checkPreviewToken,
  isSitePath,
  PREVIEW_LINK_TTL_MS,
  previewEntryUrl,
  returnPathFrom,
  signPreviewToken,
} from './preview-link'

const SECRET = 'unit-tests-secret-0123456789abcdef0123'

describe('preview links', () => {
  const now = Date.UTC(2026, 10, 24, 9)

  it('open the page they were made for, for the editor they name, until they expire', () => {
    const token = signPreviewToken('/articles/brouillon', 7, SECRET, now)
    expect(checkPreviewToken(token, SECRET, now)).toEqual({
      ok: true,
      target: { path: '/articles/brouillon', userId: '7', expiresAt: now + PREVIEW_LINK_TTL_MS },
    })
    expect(checkPreviewToken(token, SECRET, now + PREVIEW_LINK_TTL_MS - 1).ok).toBe(true)
    expect(checkPreviewToken(token, SECRET, now + PREVIEW_LINK_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(previewEntryUrl(token)).toBe(`/apercu?jeton=${encodeURIComponent(token)}`)
  })

  it('refuse a forged or altered link, whatever it claims', () => {
    const token = signPreviewToken('/articles/brouillon', 7, SECRET, now)
    const [body, signature] = token.split('.')
    const otherBody = Buffer.from(
      JSON.stringify({ p: '/articles/autre', u: '7', e: now + PREVIEW_LINK_TTL_MS }),
    ).toString('base64url')
    for (const forged of [
      `${otherBody}.${signature}`,
      `${body}.${signature.slice(0, -1)}A`,
      `${body}.`,
      body,
      `${token}.extra`,
      '',
      'a'.repeat(5000),
      undefined,
      42,
    ])
      expect(checkPreviewToken(forged, SECRET, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse a link signed with another secret', () => {
    const token = signPreviewToken('/articles/brouillon', 7, 'another-secret-0123456789abcdef012345', now)
    expect(checkPreviewToken(token, SECRET, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('are made only for paths of this site', () => {
    for (const path of ['/', '/agenda/fete', '/mentions-legales?x=1']) expect(isSitePath(path)).toBe(true)
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'agenda', '/a b'])
      expect(isSitePath(path)).toBe(false)
    expect(() => signPreviewToken('//evil.example', 7, SECRET, now)).toThrow()
  })
})

describe('leaving the preview', () => {
  const site = ['http://localhost:3000', 'https://escale.example']

  it('goes back to the page of this site the editor was on', () => {
    expect(returnPathFrom('http://localhost:3000/articles/brouillon', site)).toBe('/articles/brouillon')
    expect(returnPathFrom('https://escale.example/agenda?q=fete', site)).toBe('/agenda?q=fete')
  })

  it('goes home from anywhere else, or from the preview route itself', () => {
    expect(returnPathFrom(null, site)).toBe('/')
    expect(returnPathFrom('https://evil.example/articles/x', site)).toBe('/')
    expect(returnPathFrom('not a url', site)).toBe('/')
    expect(returnPathFrom('http://localhost:3000/apercu?jeton=x', site)).toBe('/')
  })
})
