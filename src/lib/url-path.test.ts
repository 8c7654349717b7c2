import { describe, expect, it } from 'vitest'
import { isDecodablePath } from './url-path'

describe('isDecodablePath', () => {
  it('accepts plain and well-encoded paths', () => {
    for (const path of ['/', '/articles/fete-de-la-mer', '/articles/f%C3%AAte', '/a%20b/%2e%2e', '/%25'])
      expect(isDecodablePath(path), path).toBe(true)
  })

  it('refuses invalid percent-encoding', () => {
    for (const path of ['/%ff%fe', '/%', '/articles/%2', '/%zz', '/%C0%AF', '/%E0%A4%A', '/api/articles/%ff'])
      expect(isDecodablePath(path), path).toBe(false)
  })
})
