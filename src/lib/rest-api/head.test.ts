import { describe, expect, it } from 'vitest'
import { headFromGet } from './head'

describe('headFromGet', () => {
  it('answers with the GET’s status and headers, and no body', async () => {
    const seen: string[] = []
    const get = async (request: Request, context: { id: number }) => {
      seen.push(`${request.method} ${request.url} ${request.headers.get('accept')} ${context.id}`)
      return new Response('contenu du fichier', {
        status: 200,
        headers: {
          'content-type': 'image/webp',
          'content-length': '18',
          'x-content-type-options': 'nosniff',
        },
      })
    }
    const head = headFromGet(get)
    const response = await head(
      new Request('http://site.test/api/media/file/a.webp', {
        method: 'HEAD',
        headers: { accept: 'image/*' },
      }),
      { id: 7 },
    )
    expect(seen).toEqual(['GET http://site.test/api/media/file/a.webp image/* 7'])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toBe('')
  })

  it('keeps a refusal as it is', async () => {
    const head = headFromGet(async () => Response.json({ errors: [{ message: 'absent' }] }, { status: 404 }))
    const response = await head(new Request('http://site.test/api/media/file/x.webp', { method: 'HEAD' }))
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('')
  })
})
