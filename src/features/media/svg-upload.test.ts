import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { File, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { sanitizeSvgBytes, sanitizeUploadedSvg } from './svg-upload'

const EVIL = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink" viewBox="0 0 4 4">' +
    '<style>h1{display:none}</style><script>alert(1)</script><a x:href="javascript:alert(2)">' +
    '<rect width="4" height="4" onclick="alert(3)"/></a></svg>',
)

/** Runs the hook as Payload does before storing an upload: on the request's file. */
async function upload(file: Partial<File>, operation: 'create' | 'update' | 'read' = 'create') {
  const req = {
    file: { mimetype: 'image/svg+xml', name: 'dessin.svg', ...file },
  } as unknown as PayloadRequest
  const args = { marker: 1 }
  const result = await sanitizeUploadedSvg({ args, operation, req } as never)
  return { result, file: req.file! }
}

describe('sanitizeSvgBytes', () => {
  it('writes a clean, well-formed svg file', async () => {
    const text = (await sanitizeSvgBytes(EVIL))!.toString('utf8')
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true)
    expect(text).toContain('<rect width="4" height="4"/>')
    expect(text).not.toMatch(/style|script|alert|onclick|x:href/)
  })

  it('reads UTF-16 files by their byte order mark', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(EVIL.toString('utf8'), 'utf16le')])
    expect((await sanitizeSvgBytes(utf16))!.toString('utf8')).toContain('<rect width="4" height="4"/>')
  })

  it('gives null for what is not an svg document', async () => {
    expect(await sanitizeSvgBytes(Buffer.from('<html><body>x</body></html>'))).toBeNull()
    expect(
      await sanitizeSvgBytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><a></svg>')),
    ).toBeNull()
  })
})

describe('sanitizeUploadedSvg (media beforeOperation hook)', () => {
  it('replaces an uploaded svg by its clean version before Payload stores it', async () => {
    const { result, file } = await upload({ data: EVIL, size: EVIL.length })
    expect(result).toEqual({ marker: 1 })
    expect(file.data.toString()).not.toMatch(/script|alert|style/)
    expect(file.size).toBe(file.data.length)
  })

  it('cleans a mislabelled or renamed svg too', async () => {
    const renamed = await upload({ data: EVIL, size: EVIL.length, mimetype: 'image/png', name: 'photo.png' })
    expect(renamed.file.data.toString()).not.toContain('script')
    const spaced = Buffer.concat([Buffer.from('\n  '), EVIL])
    const untyped = await upload({
      data: spaced,
      size: spaced.length,
      mimetype: 'application/octet-stream',
      name: 'x',
    })
    expect(untyped.file.data.toString()).not.toContain('script')
  })

  it('cleans the temporary file when Payload keeps uploads on disk', async () => {
    const tempFilePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'escale-svg-')), 'upload')
    fs.writeFileSync(tempFilePath, EVIL)
    const { file } = await upload({ data: Buffer.alloc(0), size: EVIL.length, tempFilePath })
    const stored = fs.readFileSync(tempFilePath, 'utf8')
    expect(stored).not.toContain('script')
    expect(file.size).toBe(Buffer.byteLength(stored))
    fs.rmSync(path.dirname(tempFilePath), { recursive: true, force: true })
  })

  it('refuses markup that is not an svg image, with a French 400', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    await expect(upload({ data: html, size: html.length, name: 'page.svg' })).rejects.toMatchObject({
      status: 400,
      name: 'NotAnSvgImage',
      message: expect.stringContaining('n’est pas une image SVG'),
    })
  })

  it('leaves images and other operations alone', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const image = await upload({ data: png, size: png.length, mimetype: 'image/png', name: 'a.png' })
    expect(image.file.data).toBe(png)
    const read = await upload({ data: EVIL, size: EVIL.length }, 'read')
    expect(read.file.data).toBe(EVIL)
  })
})
