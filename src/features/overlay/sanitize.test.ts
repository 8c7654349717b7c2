import { describe, expect, it } from 'vitest'
import { isUnsafeAttribute, isUnsafeElement, isUnsafeUrl } from './sanitize'
import { renameHash, renameIdRefs } from './inline'

describe('remote overlay content sanitising', () => {
  it('drops elements that run code or load documents', () => {
    for (const tag of [
      'script',
      'SCRIPT',
      'iframe',
      'object',
      'embed',
      'style',
      'link',
      'meta',
      'base',
      'animate',
      'set',
    ]) {
      expect(isUnsafeElement(tag), tag).toBe(true)
    }
    for (const tag of ['p', 'a', 'img', 'form', 'table', 'svg', 'h2'])
      expect(isUnsafeElement(tag), tag).toBe(false)
  })

  it('drops event handlers and srcdoc', () => {
    expect(isUnsafeAttribute('onclick', 'x()')).toBe(true)
    expect(isUnsafeAttribute('ONERROR', 'x()')).toBe(true)
    expect(isUnsafeAttribute('srcdoc', '<p>')).toBe(true)
    expect(isUnsafeAttribute('class', 'onclick')).toBe(false)
  })

  it('drops addresses that run code, however disguised', () => {
    expect(isUnsafeUrl('javascript:alert(1)')).toBe(true)
    expect(isUnsafeUrl(' JaVaScRiPt:alert(1)')).toBe(true)
    expect(isUnsafeUrl('java\tscript:alert(1)')).toBe(true)
    expect(isUnsafeUrl('vbscript:msgbox')).toBe(true)
    expect(isUnsafeUrl('data:text/html,<script>')).toBe(true)
    expect(isUnsafeUrl('data:image/png;base64,AAAA')).toBe(false)
    expect(isUnsafeUrl('/agenda')).toBe(false)
    expect(isUnsafeUrl('https://escale.test/?q=javascript:')).toBe(false)
  })

  it('checks only attributes that hold addresses', () => {
    expect(isUnsafeAttribute('href', 'javascript:x')).toBe(true)
    expect(isUnsafeAttribute('formaction', 'javascript:x')).toBe(true)
    expect(isUnsafeAttribute('xlink:href', 'javascript:x')).toBe(true)
    expect(isUnsafeAttribute('title', 'javascript:x')).toBe(false)
    expect(isUnsafeAttribute('href', '/carte')).toBe(false)
  })
})

describe('inline overlay content ids', () => {
  const renamed = new Map([
    ['nom', 'r1-nom'],
    ['aide', 'r1-aide'],
  ])

  it('follows renamed ids in reference lists and keeps the others', () => {
    expect(renameIdRefs('nom  aide autre', renamed)).toBe('r1-nom r1-aide autre')
  })

  it('follows renamed ids in in-page links only', () => {
    expect(renameHash('#nom', renamed)).toBe('#r1-nom')
    expect(renameHash('#autre', renamed)).toBe('#autre')
    expect(renameHash('/page#nom', renamed)).toBe('/page#nom')
  })
})
