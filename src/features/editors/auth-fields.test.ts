import { describe, expect, it } from 'vitest'
import { readAuthFields } from './auth-fields'

const json = (body: string) =>
  new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })

describe('readAuthFields', () => {
  it('reads a JSON body as Payload does (e-mail lower-cased and trimmed)', async () => {
    const fields = await readAuthFields(json('{"email":"  Editeur@Escale.Example ","password":"secret"}'))
    expect(fields).toEqual({ email: 'editeur@escale.example', password: 'secret' })
  })

  it("reads the admin's multipart form, whose fields are JSON in _payload", async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: 'editeur@escale.example', password: 'p' }))
    const request = new Request('http://localhost/api/users/login', { method: 'POST', body: form })
    expect(await readAuthFields(request)).toEqual({ email: 'editeur@escale.example', password: 'p' })
  })

  it('leaves the body for Payload to read', async () => {
    const request = json('{"email":"a@b.c","password":"p"}')
    await readAuthFields(request)
    expect(await request.json()).toEqual({ email: 'a@b.c', password: 'p' })
  })

  it.each([
    ['malformed JSON', json('{oops')],
    ['a JSON array', json('[1]')],
    ['fields of the wrong type', json('{"email":42,"password":["x"]}')],
    ['a form without _payload', new Request('http://localhost/', { method: 'POST', body: new FormData() })],
    [
      'an urlencoded body',
      new Request('http://localhost/', { method: 'POST', body: new URLSearchParams('email=a') }),
    ],
  ])('gives an empty account for %s', async (_label, request) => {
    expect(await readAuthFields(request)).toEqual({ email: '', password: '' })
  })
})
