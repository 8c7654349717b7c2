import { expect, test, type APIResponse } from '@playwright/test'
import { editorAuthorization } from '../support/editor'

/**
 * The server errors the bad-input corpus found (17 in 849 requests), each as its own test: every one is
 * now a 4xx with a French message. Also the bounds on what a visitor's REST request may read.
 */
async function expectRefusal(response: APIResponse, status: number, message: RegExp) {
  expect(response.status()).toBe(status)
  const text = await response.text()
  expect(text).toMatch(message)
  expect(text).not.toMatch(/\n\s{4}at\s|node_modules|\.tsx?:\d/)
}

test.describe('bad input gets a 4xx with a clear message', () => {
  test('a page path that is not valid percent-encoding', async ({ request }) => {
    for (const path of ['/%ff%fe', '/articles/%ff%fe', '/agenda/%', '/api/articles/%ff'])
      await expectRefusal(await request.get(path), 400, /Adresse mal encodée/)
  })

  test('an id that is not a number', async ({ request }) => {
    await expectRefusal(await request.get('/api/articles/abc'), 404, /n’est pas un identifiant/)
    await expectRefusal(await request.get('/api/articles/me'), 404, /n’est pas un identifiant/)
    await expectRefusal(await request.delete('/api/events/abc'), 404, /n’est pas un identifiant/)
  })

  test('a where with a non-date value on a date field', async ({ request }) => {
    await expectRefusal(
      await request.get('/api/articles?where[publishedAt][equals]=notadate'),
      400,
      /« publishedAt » attend une date/,
    )
    await expectRefusal(
      await request.get('/api/events/count?where[startDate][greater_than]=abc'),
      400,
      /attend une date/,
    )
  })

  test('[$ne] and other objects in place of a value', async ({ request }) => {
    await expectRefusal(await request.get('/api/articles?where[slug][equals][$ne]=x'), 400, /valeur simple/)
    await expectRefusal(await request.get('/api/articles?where[title][$ne]=x'), 400, /Opérateur inconnu/)
    await expectRefusal(await request.get('/api/articles?limit[$ne]=1'), 400, /« limit »/)
  })

  test('a like of 2,000 words', async ({ request }) => {
    // 2,000 short words: about 8 KB, under Node's 16 KB limit on the request line and headers.
    const words = Array(2000).fill('mot').join(' ')
    await expectRefusal(
      await request.get(`/api/articles?where[title][like]=${encodeURIComponent(words)}`),
      400,
      /20 mots au plus/,
    )
  })

  test('broken JSON in where, data or _payload', async ({ request }) => {
    await expectRefusal(
      await request.get('/api/articles?where=%7Bbroken'),
      400,
      /« where » doit être un objet JSON/,
    )
    await expectRefusal(
      await request.post('/api/articles', { multipart: { _payload: '{broken' } }),
      400,
      /« _payload » doit être un objet JSON/,
    )
  })

  test('a media file that does not exist is a 404', async ({ request }) => {
    await expectRefusal(await request.get('/api/media/file/nope.jpg'), 404, /Fichier introuvable/)
  })

  test('e-mail verification, which is off, and Payload’s closed collections are not addresses', async ({
    request,
  }) => {
    await expectRefusal(await request.post('/api/users/verify/abc'), 404, /n’existe pas/)
    await expectRefusal(await request.get('/api/payload-migrations'), 404, /n’existe pas/)
  })
})

test.describe('what one REST request may read', () => {
  test('a visitor gets at most 100 documents and depth 2, whatever limit, pagination and depth say', async ({
    request,
  }) => {
    for (const query of ['limit=0&depth=10', 'limit=5000', 'pagination=false']) {
      const response = await request.get(`/api/articles?${query}`)
      expect(response.status(), query).toBe(200)
      const body = await response.json()
      expect(body.limit, query).toBe(100)
      expect(body.docs.length, query).toBeLessThanOrEqual(100)
    }
    const deep = await (await request.get('/api/articles?limit=3&depth=10')).json()
    const capped = await (await request.get('/api/articles?limit=3&depth=2')).json()
    expect(deep).toEqual(capped)
  })

  test('an editor is not bounded', async ({ request }) => {
    const authorization = await editorAuthorization(request)
    const body = await (await request.get('/api/articles?limit=150', { headers: { authorization } })).json()
    expect(body.limit).toBe(150)
  })
})
