import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it, vi } from 'vitest'
import { createRateLimits, refusalResponse, type RateLimitsOptions } from './limits'
import { rateLimitRules } from './rules'

// Unit tests only: the site itself never counts in process memory (see stores.ts).
const memory: RateLimitsOptions['limiterFor'] = (options) => new RateLimiterMemory(options)

const limits = (overrides: Partial<RateLimitsOptions> = {}) =>
  createRateLimits({ limiterFor: memory, scale: 1, prefix: 'unit', onStoreError: () => {}, ...overrides })

async function spend(subject: ReturnType<typeof limits>, count: number, key = 'k') {
  const verdicts = []
  for (let i = 0; i < count; i++) verdicts.push(await subject.consume('contact', key))
  return verdicts
}

describe('createRateLimits', () => {
  it("allows the rule's points, then refuses with the French message and the wait", async () => {
    const subject = limits()
    const verdicts = await spend(subject, rateLimitRules.contact.points + 1)
    expect(verdicts.slice(0, -1).every((verdict) => !verdict.limited)).toBe(true)
    const refused = verdicts.at(-1)!
    expect(refused).toEqual({
      limited: true,
      retryAfterSeconds: rateLimitRules.contact.blockDuration,
      message: 'Trop de messages envoyés en peu de temps. Réessayez dans 10 minutes.',
    })
    const response = refusalResponse(refused as Extract<typeof refused, { limited: true }>)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe(String(rateLimitRules.contact.blockDuration))
  })

  it('counts each key and each rule apart', async () => {
    const subject = limits()
    await spend(subject, rateLimitRules.contact.points, 'a')
    expect((await subject.consume('contact', 'a')).limited).toBe(true)
    expect((await subject.consume('contact', 'b')).limited).toBe(false)
    expect((await subject.consume('comment', 'a')).limited).toBe(false)
  })

  it('gives points back and forgets keys', async () => {
    const subject = limits()
    await spend(subject, rateLimitRules.contact.points)
    await subject.reward('contact', 'k')
    expect((await subject.consume('contact', 'k')).limited).toBe(false)
    expect((await subject.consume('contact', 'k')).limited).toBe(true)
    await subject.reset('contact', 'k')
    expect((await subject.consume('contact', 'k')).limited).toBe(false)
  })

  it('multiplies the allowance by the scale', async () => {
    const subject = limits({ scale: 3 })
    const verdicts = await spend(subject, rateLimitRules.contact.points * 3 + 1)
    expect(verdicts.filter((verdict) => verdict.limited)).toHaveLength(1)
  })

  it('tells once per key when the limit is first reached', async () => {
    const onLimitReached = vi.fn()
    const subject = limits({ onLimitReached })
    await spend(subject, rateLimitRules.contact.points + 3)
    expect(onLimitReached).toHaveBeenCalledTimes(1)
    expect(onLimitReached).toHaveBeenCalledWith('contact')
  })

  it('lets requests through and reports when the store fails', async () => {
    const onStoreError = vi.fn()
    const failing: RateLimitsOptions['limiterFor'] = (options) => {
      const limiter = new RateLimiterMemory(options)
      limiter.consume = () => Promise.reject(new Error('store down'))
      limiter.reward = () => Promise.reject(new Error('store down'))
      return limiter
    }
    const subject = limits({ limiterFor: failing, onStoreError })
    expect(await subject.consume('login-ip', '198.51.100.7')).toEqual({ limited: false })
    await subject.reward('login-ip', '198.51.100.7')
    expect(onStoreError).toHaveBeenCalledTimes(2)
    expect(onStoreError.mock.calls[0][1]).toBe('login-ip')
  })
})
