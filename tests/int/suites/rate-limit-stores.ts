import { RateLimiterRes } from 'rate-limiter-flexible'
import { expect, it } from 'vitest'
import { createRateLimits, type RateLimits } from '@/lib/rate-limit/limits'
import { rateLimitRules } from '@/lib/rate-limit/rules'
import { limiterFactory, type RateLimitStore } from '@/lib/rate-limit/stores'

/** Two instances of the site: each has its own connection to the one shared store. */
export type StorePair = () => [RateLimitStore, RateLimitStore]

const instance = (store: RateLimitStore, prefix: string, onStoreError = () => {}): RateLimits =>
  createRateLimits({ limiterFor: limiterFactory(store), scale: 1, prefix, onStoreError })

let run = 0
/** A key prefix no other test (or earlier run, on a shared Redis) has used. */
const freshPrefix = () => `escale-int-limit-${process.pid}-${Date.now()}-${run++}`

/**
 * What every store must do: two instances agree on one limit, under concurrent requests too, share
 * rewards and resets, and forget counters once their window has passed.
 */
export function sharedLimitTests(pair: StorePair) {
  it('makes two instances enforce one shared limit', async () => {
    const prefix = freshPrefix()
    const [a, b] = pair().map((store) => instance(store, prefix))
    const { points, blockDuration } = rateLimitRules.contact
    const verdicts = []
    for (let i = 0; i <= points; i++) verdicts.push(await (i % 2 ? b : a).consume('contact', '198.51.100.7'))
    expect(verdicts.slice(0, points).every((verdict) => !verdict.limited)).toBe(true)
    expect(verdicts[points]).toMatchObject({ limited: true, retryAfterSeconds: blockDuration })
    // Refused on either instance, and only for that key.
    expect((await a.consume('contact', '198.51.100.7')).limited).toBe(true)
    expect((await b.consume('contact', '198.51.100.7')).limited).toBe(true)
    expect((await a.consume('contact', '198.51.100.8')).limited).toBe(false)
  })

  it('lets exactly the allowance through when requests arrive at once on both instances', async () => {
    const prefix = freshPrefix()
    const [a, b] = pair().map((store) => instance(store, prefix))
    const { points } = rateLimitRules['login-account-ip']
    const verdicts = await Promise.all(
      Array.from({ length: points * 3 }, (_, i) => (i % 2 ? b : a).consume('login-account-ip', 'k')),
    )
    expect(verdicts.filter((verdict) => !verdict.limited)).toHaveLength(points)
  })

  it('shares rewards and resets', async () => {
    const prefix = freshPrefix()
    const [a, b] = pair().map((store) => instance(store, prefix))
    const { points } = rateLimitRules['forgot-password-account']
    for (let i = 0; i < points; i++) await a.consume('forgot-password-account', 'k')
    expect((await b.consume('forgot-password-account', 'k')).limited).toBe(true)
    await b.reset('forgot-password-account', 'k')
    expect((await a.consume('forgot-password-account', 'k')).limited).toBe(false)
    for (let i = 1; i < points; i++) await a.consume('forgot-password-account', 'k')
    await b.reward('forgot-password-account', 'k')
    expect((await a.consume('forgot-password-account', 'k')).limited).toBe(false)
    expect((await a.consume('forgot-password-account', 'k')).limited).toBe(true)
  })

  it('starts a counter afresh once its window has passed', async () => {
    const [store] = pair()
    const limiter = limiterFactory(store)({
      keyPrefix: freshPrefix(),
      points: 1,
      duration: 1,
      blockDuration: 0,
    })
    await limiter.consume('k')
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await expect(limiter.consume('k')).resolves.toMatchObject({ consumedPoints: 1 })
  })
}
