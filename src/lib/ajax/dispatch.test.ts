import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AJAX_SHARED_CACHE_CONTROL, ajaxError, dispatchAjax } from './dispatch'
import { defineAjaxAction, type AjaxTable } from './types'

const table: AjaxTable = {
  echo: defineAjaxAction({
    schema: z.object({ page: z.coerce.number().int().min(1), category: z.array(z.string()).default([]) }),
    handle: (input) => ({ json: input }),
  }),
  fragment: defineAjaxAction({ schema: z.object({}), handle: () => ({ html: '<li>un</li>' }) }),
  listing: defineAjaxAction({
    shared: true,
    schema: z.object({ page: z.coerce.number().int() }),
    handle: ({ page }) => (page > 0 ? { html: `<li>page ${page}</li>` } : ajaxError(404, 'Page absente.')),
  }),
}

const form = (fields: string) =>
  new Request('http://localhost/ajax', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields,
  })

describe('dispatchAjax', () => {
  it('dispatches on action and validates the input', async () => {
    const response = await dispatchAjax(form('action=echo&page=2&category[]=a&category[]=b'), table)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ page: 2, category: ['a', 'b'] })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('lets a shared cache keep a shared action’s answers a second, not its errors', async () => {
    const found = await dispatchAjax(form('action=listing&page=2'), table)
    expect(found.headers.get('cache-control')).toBe(AJAX_SHARED_CACHE_CONTROL)
    expect(AJAX_SHARED_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=1$/)
    const missing = await dispatchAjax(form('action=listing&page=0'), table)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    const invalid = await dispatchAjax(form('action=listing&page=x'), table)
    expect(invalid.headers.get('cache-control')).toBe('no-store')
  })

  it('answers HTML fragments as text/html', async () => {
    const response = await dispatchAjax(form('action=fragment'), table)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toBe('<li>un</li>')
  })

  it('accepts multipart and JSON bodies', async () => {
    const body = new FormData()
    body.set('action', 'echo')
    body.set('page', '3')
    const multipart = await dispatchAjax(
      new Request('http://localhost/ajax', { method: 'POST', body }),
      table,
    )
    expect(await multipart.json()).toEqual({ page: 3, category: [] })
    const json = await dispatchAjax(
      new Request('http://localhost/ajax', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'echo', page: 4 }),
      }),
      table,
    )
    expect(await json.json()).toEqual({ page: 4, category: [] })
  })

  it.each([
    ['a missing action', form('page=1'), /action.+manquant/],
    ['an unknown action', form('action=nope'), /Action inconnue : « nope »/],
    ['an inherited property name', form('action=constructor'), /Action inconnue/],
    ['invalid input', form('action=echo&page=-1'), /Paramètres invalides/],
  ])('answers 400 with a clear message for %s', async (_label, request, message) => {
    const response = await dispatchAjax(request, table)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(message)
  })

  it('answers 400 for a malformed or unsupported body', async () => {
    const badJson = new Request('http://localhost/ajax', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect((await dispatchAjax(badJson, table)).status).toBe(400)
    const text = new Request('http://localhost/ajax', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect((await dispatchAjax(text, table)).status).toBe(400)
    const jsonArray = new Request('http://localhost/ajax', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
    })
    expect((await dispatchAjax(jsonArray, table)).status).toBe(400)
  })
})

describe('dispatchAjax rate limits', () => {
  const limited: AjaxTable = {
    ...table,
    vote: defineAjaxAction({ schema: z.object({}), rateLimit: 'rating', handle: () => ({ json: 'voté' }) }),
  }

  it('spends one call of the action’s own rule, else of the read allowance, whatever the input', async () => {
    const spent: string[] = []
    const limit = async (rule: string) => {
      spent.push(rule)
      return null
    }
    await dispatchAjax(form('action=vote'), limited, limit)
    await dispatchAjax(form('action=echo&page=2'), limited, limit)
    await dispatchAjax(form('action=echo&page=-1'), limited, limit)
    await dispatchAjax(form('action=nope'), limited, limit)
    await dispatchAjax(form('page=1'), limited, limit)
    expect(spent).toEqual(['rating', 'ajax', 'ajax', 'ajax', 'ajax'])
  })

  it('answers the refusal before reading the input', async () => {
    const refusal = new Response('trop', { status: 429 })
    const response = await dispatchAjax(form('action=echo&page=-1'), limited, async () => refusal)
    expect(response.status).toBe(429)
  })
})
