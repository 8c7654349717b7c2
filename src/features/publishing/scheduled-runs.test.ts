import { beforeAll, describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { carriesRunnerSecret, mayRunJobs, runnerSecret, scheduledRunUrl } from './scheduled-runs'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

const request = (authorization?: string, user?: { role: string }) =>
  ({
    headers: new Headers(authorization ? { authorization } : {}),
    user: user ?? null,
  }) as unknown as PayloadRequest

describe('the scheduled publications runner', () => {
  it('is recognised by the secret it carries, derived from PAYLOAD_SECRET', () => {
    expect(runnerSecret()).toMatch(/^[\w-]{43}$/)
    expect(runnerSecret()).not.toContain(process.env.PAYLOAD_SECRET)
    expect(runnerSecret('another-secret-0123456789abcdef012345')).not.toBe(runnerSecret())
    expect(carriesRunnerSecret(request(`Bearer ${runnerSecret()}`))).toBe(true)
  })

  it('refuses a request without the secret or with another one', () => {
    for (const header of [undefined, '', 'Bearer ', `Bearer ${runnerSecret()}x`, runnerSecret(), 'JWT abc'])
      expect(carriesRunnerSecret(request(header))).toBe(false)
  })

  it('lets administrators and the runner run the queue, not editors nor visitors', () => {
    expect(mayRunJobs({ req: request(undefined, { role: 'admin' }) })).toBe(true)
    expect(mayRunJobs({ req: request(`Bearer ${runnerSecret()}`) })).toBe(true)
    expect(mayRunJobs({ req: request(undefined, { role: 'editor' }) })).toBe(false)
    expect(mayRunJobs({ req: request() })).toBe(false)
  })

  it('runs only the default queue, where the admin queues scheduled publications', () => {
    const url = new URL(scheduledRunUrl('http://127.0.0.1:3100'))
    expect(url.pathname).toBe('/api/payload-jobs/run')
    expect(url.searchParams.get('queue')).toBe('default')
    expect(url.searchParams.get('disableScheduling')).toBe('true')
  })
})
