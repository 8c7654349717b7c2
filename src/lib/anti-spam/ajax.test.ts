import { beforeAll, describe, expect, it } from 'vitest'
import { dispatchAjax } from '@/lib/ajax/dispatch'
import { antiSpamTokenAction } from './ajax'
import { MIN_FILL_MS } from './fields'
import { readTimingToken } from './timing-token'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

const ask = (body: string) =>
  dispatchAjax(
    new Request('http://localhost/ajax', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    { anti_spam_token: antiSpamTokenAction },
  )

describe('anti_spam_token', () => {
  it('issues a token for the form, dated now', async () => {
    const before = Date.now()
    const response = await ask('action=anti_spam_token&scope=newsletter')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { token: string; minFillMs: number }
    expect(body.minFillMs).toBe(MIN_FILL_MS)
    const issuedAt = readTimingToken(body.token, 'newsletter')
    expect(issuedAt).toBeGreaterThanOrEqual(before)
    expect(issuedAt).toBeLessThanOrEqual(Date.now())
  })

  it('refuses an unknown form with a 400 and a French message', async () => {
    for (const body of ['action=anti_spam_token&scope=inconnu', 'action=anti_spam_token']) {
      const response = await ask(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Paramètres invalides.' })
    }
  })
})
