import { describe, expect, it } from 'vitest'
import { securityHeaders, UPLOADED_FILE_CSP } from './security-headers'

const asMap = (area: 'site' | 'site-videos' | 'admin') =>
  new Map(securityHeaders(area).map(({ key, value }) => [key, value]))

describe('securityHeaders', () => {
  it('sends the baseline headers', () => {
    const headers = asMap('site')
    expect(headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/)
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  it('has a strict CSP on the site and allows eval only in the admin', () => {
    const site = asMap('site').get('Content-Security-Policy')!
    expect(site).toContain("object-src 'none'")
    expect(site).toContain("base-uri 'none'")
    expect(site).toContain("frame-ancestors 'self'")
    expect(site).not.toContain('unsafe-eval')
    expect(asMap('admin').get('Content-Security-Policy')).toContain("'unsafe-eval'")
  })

  it("allows YouTube's iframe API script only on the pages that may hold a video gallery", () => {
    const scripts = (area: 'site' | 'site-videos') =>
      /script-src ([^;]+)/.exec(asMap(area).get('Content-Security-Policy')!)![1]
    expect(scripts('site')).not.toContain('youtube')
    expect(scripts('site-videos')).toContain('https://www.youtube.com')
    expect(scripts('site-videos')).not.toContain('unsafe-eval')
  })
})

describe('UPLOADED_FILE_CSP', () => {
  const directives = new Map(
    UPLOADED_FILE_CSP.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')] as const
    }),
  )

  it("is at least as strict as Payload's script-src 'none': nothing runs, the file is sandboxed", () => {
    expect(directives.get('default-src')).toBe("'none'")
    expect(directives.has('script-src')).toBe(false) // falls back to default-src 'none'
    expect(directives.has('sandbox')).toBe(true)
    expect(directives.get('sandbox')).toBe('') // no allow-scripts, no allow-same-origin
    expect(UPLOADED_FILE_CSP).not.toMatch(/unsafe-eval|allow-scripts|script-src/)
  })
})
