import { RateLimiterMemory } from 'rate-limiter-flexible'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRateLimits, type RateLimits } from '@/lib/rate-limit/limits'
import { rateLimitRules } from '@/lib/rate-limit/rules'
import { checkSpam } from './check'
import { HONEYPOT_FIELD, SPAM_TOKEN_FIELD, TIMING_FIELD } from './fields'
import { issueTimingToken } from './timing-token'

// The site's store is the database or Redis; here, counters in memory, and the address from a header.
let limits: RateLimits
vi.mock('@/lib/rate-limit', async (original) => ({
  ...(await original<typeof import('@/lib/rate-limit')>()),
  rateLimits: async () => limits,
}))
vi.mock('@/lib/client-ip/client-ip', () => ({
  clientIp: (request: Request) => request.headers.get('x-test-ip') ?? 'unknown',
}))

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

beforeEach(() => {
  limits = createRateLimits({
    limiterFor: (options) => new RateLimiterMemory(options),
    scale: 1,
    prefix: 'unit',
    onStoreError: () => {},
  })
})

const now = Date.UTC(2026, 10, 24, 9, 30)
const from = (ip: string) => new Request('http://localhost/', { headers: { 'x-test-ip': ip } })
const good = (scope: 'contact' | 'newsletter' = 'contact') => ({
  [SPAM_TOKEN_FIELD.name]: SPAM_TOKEN_FIELD.value,
  [HONEYPOT_FIELD]: '',
  [TIMING_FIELD]: issueTimingToken(scope, now - 5_000),
})

describe('checkSpam', () => {
  it("allows the scope's rate limit, then refuses with the rule's French message and the wait", async () => {
    const { points, blockDuration } = rateLimitRules.contact
    for (let i = 0; i < points; i++) {
      expect(await checkSpam({ scope: 'contact', fields: good(), request: from('192.0.2.1'), now })).toEqual({
        spam: false,
      })
    }
    expect(await checkSpam({ scope: 'contact', fields: good(), request: from('192.0.2.1'), now })).toEqual({
      spam: true,
      check: 'rate-limit',
      message: 'Trop de messages envoyés en peu de temps. Réessayez dans 10 minutes.',
      retryAfterSeconds: blockDuration,
    })
    // Another address, and another form from the same address, have their own allowance.
    expect(
      (await checkSpam({ scope: 'contact', fields: good(), request: from('192.0.2.2'), now })).spam,
    ).toBe(false)
    const newsletter = { scope: 'newsletter' as const, fields: good('newsletter'), now }
    expect((await checkSpam({ ...newsletter, request: from('192.0.2.1') })).spam).toBe(false)
  })

  it("refuses robots on the fields alone, without spending the address's allowance", async () => {
    const { points } = rateLimitRules.contact
    const robot = { ...good(), [HONEYPOT_FIELD]: 'rempli' }
    for (let i = 0; i < points * 2; i++) {
      expect(
        await checkSpam({ scope: 'contact', fields: robot, request: from('192.0.2.9'), now }),
      ).toMatchObject({
        spam: true,
        check: 'honeypot',
      })
    }
    expect(
      (await checkSpam({ scope: 'contact', fields: good(), request: from('192.0.2.9'), now })).spam,
    ).toBe(false)
  })
})
