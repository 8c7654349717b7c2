import { expect, test } from '@playwright/test'
import { editorAuthorization } from '../support/editor'

/** Uploaded files: an SVG is cleaned before it is stored, and every file keeps a strict CSP. */
const EVIL_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" xmlns:x="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
<style>h1 { display: none }</style><h:meta http-equiv="refresh" content="0;url=https://evil.example/"/>
<script>alert(1)</script><a x:href="javascript:alert(2)"><rect width="10" height="10" onclick="alert(3)"/></a>
<a href="java&#9;script:alert(4)"><circle r="2"/></a><animate attributeName="href" values="x;javascript:alert(5)"/>
</svg>`

const cspDirectives = (header: string) =>
  new Map(header.split(';').map((part) => [part.trim().split(/\s+/)[0], part.trim()] as const))

test('an uploaded SVG is stored cleaned, and served with a CSP that runs nothing', async ({ request }) => {
  const authorization = await editorAuthorization(request)
  const upload = await request.post('/api/media', {
    headers: { authorization },
    multipart: {
      file: { name: 'corpus-dessin.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(EVIL_SVG) },
      _payload: JSON.stringify({ alt: 'Dessin de test' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { doc } = await upload.json()
  try {
    const file = await request.get(`/api/media/file/${doc.filename}`)
    expect(file.status()).toBe(200)
    const stored = await file.text()
    expect(stored).toContain('<rect width="10" height="10"/>')
    expect(stored).not.toMatch(/script|style|refresh|onclick|x:href|animate|alert/i)

    const csp = cspDirectives(file.headers()['content-security-policy'])
    // At least as strict as Payload's `script-src 'none'`: nothing may run, and the file is sandboxed.
    expect(csp.get('default-src')).toBe("default-src 'none'")
    expect(csp.has('script-src')).toBe(false)
    expect(csp.get('sandbox')).toBe('sandbox')
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
  } finally {
    await request.delete(`/api/media/${doc.id}`, { headers: { authorization } })
  }
})

test('a markup file that is not an SVG image is refused', async ({ request }) => {
  const authorization = await editorAuthorization(request)
  const upload = await request.post('/api/media', {
    headers: { authorization },
    multipart: {
      file: {
        name: 'page.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<html><script>x()</script></html>'),
      },
      _payload: JSON.stringify({ alt: 'Pas une image' }),
    },
  })
  expect(upload.status()).toBe(400)
  expect(await upload.text()).toContain('n’est pas une image SVG')
})

test('an uploaded image keeps the strict CSP too', async ({ request }) => {
  const { docs } = await (await request.get('/api/media?limit=1&depth=0')).json()
  const file = await request.get(`/api/media/file/${docs[0].filename}`)
  expect(file.status()).toBe(200)
  expect(cspDirectives(file.headers()['content-security-policy']).get('default-src')).toBe(
    "default-src 'none'",
  )
})

test('HEAD of a media file answers like GET without the body; of a missing one, 404', async ({ request }) => {
  const listed = await request.get('/api/media?limit=1&depth=0')
  expect(listed.status()).toBe(200)
  const [media] = (await listed.json()).docs as { filename: string }[]
  const get = await request.get(`/api/media/file/${media.filename}`)
  const head = await request.head(`/api/media/file/${media.filename}`)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toBe(get.headers()['content-type'])
  expect(head.headers()['content-security-policy']).toBe(get.headers()['content-security-policy'])
  expect((await head.body()).length).toBe(0)
  expect((await request.head('/api/media/file/aucun-fichier-de-ce-nom.webp')).status()).toBe(404)
})
