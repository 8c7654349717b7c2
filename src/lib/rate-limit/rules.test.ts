import { describe, expect, it } from 'vitest'
import { frenchDelay, refusalMessage, tooManyRequests } from './message'
import { rateLimitRules, scaledRule, type RateLimitRuleName } from './rules'

const names = Object.keys(rateLimitRules) as RateLimitRuleName[]

describe('rate-limit rules', () => {
  it.each(names)('%s is a whole allowance over a window, with a French message', (name) => {
    const rule = rateLimitRules[name]
    expect(Number.isInteger(rule.points) && rule.points > 0).toBe(true)
    expect(rule.duration).toBeGreaterThan(0)
    expect(rule.blockDuration).toBeGreaterThanOrEqual(0)
    expect(rule.message).toMatch(/^Trop .+\.$/)
  })

  it('has rules ready for the write features to come, stricter than reads', () => {
    for (const name of ['contact', 'newsletter', 'comment', 'rating', 'search-keyword'] as const) {
      const perMinute = (rateLimitRules[name].points / rateLimitRules[name].duration) * 60
      const readsPerMinute = (rateLimitRules.ajax.points / rateLimitRules.ajax.duration) * 60
      expect(perMinute).toBeLessThan(readsPerMinute / 10)
    }
  })

  it('lets a visitor scrolling the agenda or typing a search never meet the read limit', () => {
    // A page every second, or five autocomplete requests a second for a minute of typing.
    expect(rateLimitRules.ajax.points / rateLimitRules.ajax.duration).toBeGreaterThanOrEqual(5)
  })

  it('counts login failures per account from one address below the per-address limit', () => {
    expect(rateLimitRules['login-account-ip'].points).toBeLessThan(rateLimitRules['login-ip'].points)
    expect(rateLimitRules['login-ip'].points).toBeLessThan(rateLimitRules['login-account'].points)
  })

  it('scales the allowance, never the windows, and never below one request', () => {
    expect(scaledRule('ajax', 1000)).toMatchObject({ points: 300_000, duration: 60 })
    expect(scaledRule('login-ip', 0.01).points).toBe(1)
    expect(scaledRule('contact', 1)).toEqual(rateLimitRules.contact)
  })

  it('leaves use-once guards at one use whatever the scale', () => {
    expect(scaledRule('captcha-once', 1000).points).toBe(1)
  })
})

describe('refusal messages', () => {
  it.each([
    [1, '1 seconde'],
    [30, '30 secondes'],
    [59.2, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3600, '1 heure'],
    [5400, '2 heures'],
  ])('%s s reads "%s"', (seconds, words) => expect(frenchDelay(seconds)).toBe(words))

  it('say what happened and when to try again', () => {
    expect(refusalMessage('Trop de tentatives de connexion.', 900)).toBe(
      'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    )
  })

  it('come as a 429 with Retry-After, JSON and no caching', async () => {
    const response = tooManyRequests('Trop de requêtes.', 42, { errors: [{ message: 'x' }] })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: 'Trop de requêtes.', errors: [{ message: 'x' }] })
  })
})
