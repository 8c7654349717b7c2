import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_API_ROOT } from '../definition'
import {
  contactFetch,
  ContactTransportError,
  getRefill,
  INVALID_JSON_MESSAGE,
  OFFLINE_MESSAGE,
  postFeedback,
} from './api'

const stubFetch = (implementation: typeof fetch) => vi.stubGlobal('fetch', vi.fn(implementation))

afterEach(() => vi.unstubAllGlobals())

describe('contactFetch', () => {
  it('sends Accept: application/json and nothing else in the headers', async () => {
    stubFetch(async () => Response.json({ status: 'mail_sent' }))
    const body = new FormData()
    body.append('your-name', 'Anne')
    expect(await postFeedback(7, body)).toEqual({ status: 'mail_sent' })
    const [url, init] = vi.mocked(fetch).mock.calls[0]
    expect(url).toBe(`${CONTACT_API_ROOT}/contact-forms/7/feedback`)
    expect(init).toMatchObject({ method: 'POST', body, headers: { Accept: 'application/json' } })
    expect(Object.keys(init!.headers as object)).toEqual(['Accept'])
  })

  it('refill is a GET of the refill path', async () => {
    stubFetch(async () => Response.json({ quiz: { q: ['Deux plus deux ?', 'h'] } }))
    expect(await getRefill(3)).toEqual({ quiz: { q: ['Deux plus deux ?', 'h'] } })
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe(`${CONTACT_API_ROOT}/contact-forms/3/refill`)
    expect(vi.mocked(fetch).mock.calls[0][1]).toMatchObject({ method: 'GET' })
  })

  it('a network failure is fetch_error, "probably offline", in French', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await contactFetch('/x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContactTransportError)
    expect(error).toMatchObject({ code: 'fetch_error', message: OFFLINE_MESSAGE })
    expect(OFFLINE_MESSAGE).toBe('Vous êtes probablement hors ligne.')
  })

  it('a 2xx reply that is not JSON is invalid_json', async () => {
    stubFetch(async () => new Response('<html>oops</html>', { status: 200 }))
    await expect(contactFetch('/x')).rejects.toMatchObject({
      code: 'invalid_json',
      message: INVALID_JSON_MESSAGE,
    })
  })

  it('a 204 reply is empty', async () => {
    stubFetch(async () => new Response(null, { status: 204 }))
    expect(await contactFetch('/x')).toBeNull()
  })

  it('any other non-2xx reply is a plain error (only logged by the form)', async () => {
    stubFetch(async () => Response.json({ message: 'nope' }, { status: 500 }))
    const error = await contactFetch('/x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(ContactTransportError)
  })

  it('a 429 reply carrying a feedback reply is that reply (the rate limit speaks to the visitor)', async () => {
    stubFetch(async () => Response.json({ status: 'spam', message: 'Trop de messages.' }, { status: 429 }))
    expect(await contactFetch('/x')).toEqual({ status: 'spam', message: 'Trop de messages.' })
    stubFetch(async () => Response.json({ code: 'x' }, { status: 429 }))
    await expect(contactFetch('/x')).rejects.toThrow('HTTP 429')
  })
})
