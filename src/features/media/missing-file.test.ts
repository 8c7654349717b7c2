import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { missingFileIs404 } from './missing-file'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-media-'))
fs.writeFileSync(path.join(dir, 'plage.webp'), 'x')
fs.mkdirSync(path.join(dir, 'dossier'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const handle = (filename: string) =>
  missingFileIs404(dir)({} as never, {
    doc: { id: 1 },
    params: { collection: 'media', filename },
  }) as Promise<Response | undefined>

describe('missingFileIs404 (media file handler)', () => {
  it('lets Payload serve a file that exists', async () => {
    expect(await handle('plage.webp')).toBeUndefined()
  })

  it('answers 404 with a French message for a missing file or a folder', async () => {
    for (const name of ['nope.jpg', 'dossier']) {
      const response = (await handle(name))!
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: 'Fichier introuvable.' }] })
    }
  })

  it('leaves names outside the folder to Payload, which refuses them', async () => {
    expect(await handle('../secret')).toBeUndefined()
  })
})
