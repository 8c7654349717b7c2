import { describe, expect, it } from 'vitest'
import { bypassReason, etagMatches, freshnessMs, keyOf, MAX_FRESH_MS, withRemainingFreshness } from './rules'

const SHARED = 'public, max-age=0, s-maxage=2, stale-while-revalidate=3'
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'escale.example', ...headers },
})

describe('which requests go straight to Next', () => {
  it.each([
    ['a POST', request('/', {}, 'POST'), 'method'],
    ['an OPTIONS', request('/', {}, 'OPTIONS'), 'method'],
    ['the back office', request('/admin'), 'path'],
    ['a page of the back office', request('/admin/collections/articles'), 'path'],
    ['the REST API', request('/api/articles?limit=1'), 'path'],
    ['the ajax endpoint', request('/ajax'), 'path'],
    ['the ajax endpoint with a query', request('/ajax?action=loadmore'), 'path'],
    ['the build’s files', request('/_next/static/chunks/a.js'), 'path'],
    ['an editor', request('/', { cookie: 'cc_cookie=1; payload-token=abc' }), 'editor'],
    ['an editor, cookie first', request('/', { cookie: 'payload-token=abc' }), 'editor'],
    ['a draft preview', request('/', { cookie: '__prerender_bypass=1' }), 'editor'],
    ['a preview (pages router)', request('/', { cookie: '__next_preview_data=1' }), 'editor'],
    ['an API key', request('/', { authorization: 'users API-Key x' }), 'authorization'],
    ['Next’s revalidation', request('/', { 'x-prerender-revalidate': 'x' }), 'next'],
    ['a server action', request('/', { 'next-action': 'abc' }), 'next'],
    ['a byte range', request('/', { range: 'bytes=0-10' }), 'range'],
  ])('%s', (_name, req, reason) => {
    expect(bypassReason(req)).toBe(reason)
  })

  it.each([
    ['the home page', request('/')],
    ['a HEAD', request('/', {}, 'HEAD')],
    ['a listing with a query', request('/articles?page=2')],
    ['a page whose name starts like a reserved path', request('/administration-locale')],
    ['a visitor with other cookies', request('/', { cookie: 'cc_cookie=1; not-payload-token=1' })],
    ['a reload', request('/', { 'cache-control': 'no-cache', pragma: 'no-cache' })],
  ])('not %s', (_name, req) => {
    expect(bypassReason(req)).toBeUndefined()
  })
})

describe('the key', () => {
  it('is the host, the address with its query and Next’s varying headers', () => {
    const home = keyOf(request('/'))
    expect(keyOf(request('/'))).toBe(home)
    expect(keyOf(request('/?page=2'))).not.toBe(home)
    expect(keyOf({ url: '/', headers: { host: 'autre.example' } })).not.toBe(home)
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-url'])
      expect(keyOf(request('/', { [header]: '1' })), header).not.toBe(home)
    expect(keyOf(request('/', { rsc: '1', 'next-router-segment-prefetch': '/_tree' }))).not.toBe(
      keyOf(request('/', { rsc: '1' })),
    )
  })

  it('ignores the headers the answer does not vary on', () => {
    expect(keyOf(request('/', { 'accept-language': 'en', cookie: 'cc_cookie=1', 'user-agent': 'x' }))).toBe(
      keyOf(request('/')),
    )
  })
})

describe('which answers are kept, and how long', () => {
  const page = (headers: Record<string, unknown> = {}, status = 200) =>
    freshnessMs(status, { 'cache-control': SHARED, vary: NEXT_VARY, 'content-type': 'text/html', ...headers })

  it('keeps a shareable page for its s-maxage', () => {
    expect(page()).toBe(2000)
    expect(page({ 'cache-control': 'public, s-maxage=1' })).toBe(1000)
    expect(page({ vary: `${NEXT_VARY}, next-url, Accept-Encoding` })).toBe(2000)
    expect(page({ 'content-encoding': 'gzip' })).toBe(2000)
    expect(page({ vary: undefined })).toBe(2000)
  })

  it('never longer than the proxy may keep a page', () => {
    expect(page({ 'cache-control': 's-maxage=31536000, stale-while-revalidate' })).toBe(MAX_FRESH_MS)
    expect(MAX_FRESH_MS).toBe(2000)
  })

  it.each([
    ['a dynamic page', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a page for browsers only', { 'cache-control': 'public, max-age=60' }],
    ['s-maxage=0', { 'cache-control': 'public, s-maxage=0' }],
    ['no-cache', { 'cache-control': 'public, s-maxage=2, no-cache' }],
    ['no Cache-Control', { 'cache-control': undefined }],
    ['a cookie', { 'set-cookie': ['a=1'] }],
    ['a Vary the key does not cover', { vary: `${NEXT_VARY}, Cookie` }],
    ['Vary: *', { vary: '*' }],
    ['another encoding', { 'content-encoding': 'br' }],
  ])('not %s', (_name, headers) => {
    expect(page(headers)).toBeUndefined()
  })

  it.each([404, 500, 301, 304, 206])('not a %i', (status) => {
    expect(page({}, status)).toBeUndefined()
  })
})

describe('the freshness sent on from a copy', () => {
  it('is what is left of it, in whole seconds, so that a proxy in front adds no delay', () => {
    expect(withRemainingFreshness(SHARED, 2000, 0)).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=3',
    )
    expect(withRemainingFreshness(SHARED, 2000, 700)).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=3',
    )
    expect(withRemainingFreshness(SHARED, 2000, 1500)).toContain('s-maxage=0,')
    expect(withRemainingFreshness(SHARED, 2000, 2500)).toContain('s-maxage=0,')
    expect(withRemainingFreshness('Public, S-MaxAge=2', 2000, 1200)).toBe('Public, s-maxage=0')
  })
})

describe('conditional requests', () => {
  it('match the copy’s ETag, weak or strong, among several', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true)
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true)
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true)
    expect(etagMatches('*', '"abc"')).toBe(true)
    expect(etagMatches('"x"', '"abc"')).toBe(false)
    expect(etagMatches(undefined, '"abc"')).toBe(false)
    expect(etagMatches('"abc"', undefined)).toBe(false)
  })
})
