import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { storeKey } from './keys'
import { refusalMessage, tooManyRequests } from './message'
import { scaledRule, type RateLimitRuleName } from './rules'
import type { LimiterFactory } from './stores'

export type Verdict = { limited: false } | { limited: true; retryAfterSeconds: number; message: string }

export type RateLimits = {
  /** Spends `points` (default 1) of the rule for this key. */
  consume: (rule: RateLimitRuleName, key: string, points?: number) => Promise<Verdict>
  /** Gives points back (a request that turned out not to count, such as a successful login). */
  reward: (rule: RateLimitRuleName, key: string, points?: number) => Promise<void>
  /** Forgets the key's counter. */
  reset: (rule: RateLimitRuleName, key: string) => Promise<void>
}

export type RateLimitsOptions = {
  limiterFor: LimiterFactory
  scale: number
  prefix: string
  /** A store that fails does not stop the site: the request goes through and this is told. */
  onStoreError: (error: unknown, rule: RateLimitRuleName) => void
  /** Told once per key and window, when a key first gets refused. */
  onLimitReached?: (rule: RateLimitRuleName) => void
}

const ALLOWED: Verdict = { limited: false }

/** The rate limits of the site on one store (see rules.ts for the rules). */
export function createRateLimits(options: RateLimitsOptions): RateLimits {
  const { limiterFor, scale, prefix, onStoreError, onLimitReached } = options
  const limiters = new Map<RateLimitRuleName, RateLimiterAbstract>()
  const limiter = (rule: RateLimitRuleName) => {
    let existing = limiters.get(rule)
    if (!existing) {
      const { points, duration, blockDuration } = scaledRule(rule, scale)
      existing = limiterFor({ keyPrefix: `${prefix}:${rule}`, points, duration, blockDuration })
      limiters.set(rule, existing)
    }
    return existing
  }

  return {
    async consume(rule, key, points = 1) {
      const target = limiter(rule)
      try {
        await target.consume(storeKey(key), points)
        return ALLOWED
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) {
          onStoreError(outcome, rule)
          return ALLOWED
        }
        // Only the request that used up the allowance is worth telling; the following ones are not.
        if (outcome.consumedPoints - points <= target.points) onLimitReached?.(rule)
        const retryAfterSeconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000))
        return {
          limited: true,
          retryAfterSeconds,
          message: refusalMessage(scaledRule(rule, scale).message, retryAfterSeconds),
        }
      }
    },
    async reward(rule, key, points = 1) {
      await limiter(rule)
        .reward(storeKey(key), points)
        .catch((error: unknown) => onStoreError(error, rule))
    },
    async reset(rule, key) {
      await limiter(rule)
        .delete(storeKey(key))
        .catch((error: unknown) => onStoreError(error, rule))
    },
  }
}

/** The ready 429 answer of a refusal. */
export const refusalResponse = (
  verdict: Extract<Verdict, { limited: true }>,
  extra?: Record<string, unknown>,
) => tooManyRequests(verdict.message, verdict.retryAfterSeconds, extra)
