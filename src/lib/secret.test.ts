import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadOrCreateSecret } from './secret'

describe('loadOrCreateSecret', () => {
  it('creates a 64-hex-character secret once and returns the same one afterwards', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'escale-')), 'nested', '.payload-secret')
    const first = loadOrCreateSecret(file)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(loadOrCreateSecret(file)).toBe(first)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })
})
