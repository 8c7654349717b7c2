import { describe, expect, it } from 'vitest'
import { isStrayMultipartPost } from './page-posts'

const MULTIPART = 'multipart/form-data; boundary=x'

describe('multipart posts', () => {
  it('are refused on pages, which have no server actions', () => {
    for (const path of ['/', '/articles', '/agenda/fete', '/carte', '/newsletter', '/apicole'])
      expect(isStrayMultipartPost('POST', path, MULTIPART), path).toBe(true)
    expect(isStrayMultipartPost('POST', '/', 'Multipart/Form-Data')).toBe(true)
  })

  it('reach the endpoints that read them', () => {
    for (const path of [
      '/api/media',
      '/api/contact-form/v1/contact-forms/1/feedback',
      '/ajax',
      '/commentaires',
    ])
      expect(isStrayMultipartPost('POST', path, MULTIPART), path).toBe(false)
  })

  it('reach the admin only as its script sends them, with the server function named', () => {
    for (const path of ['/admin', '/admin/collections/articles/1']) {
      expect(isStrayMultipartPost('POST', path, MULTIPART, 'a1b2c3'), path).toBe(false)
      expect(isStrayMultipartPost('POST', path, MULTIPART), path).toBe(true)
    }
  })

  it('leave other methods and bodies alone', () => {
    expect(isStrayMultipartPost('GET', '/', MULTIPART)).toBe(false)
    expect(isStrayMultipartPost('POST', '/', 'application/x-www-form-urlencoded')).toBe(false)
    expect(isStrayMultipartPost('POST', '/', null)).toBe(false)
  })
})
