import { describe, expect, it } from 'vitest'
import { asidOfSearchDoc, HEADER_SEARCH_ID, parseAsid, searchDocOfAsid } from './search-ids'

describe('search ids', () => {
  it('gives the header its own id and each collection document its id plus one', () => {
    expect(HEADER_SEARCH_ID).toBe(1)
    expect(asidOfSearchDoc(1)).toBe(2)
    expect(asidOfSearchDoc(41)).toBe(42)
  })

  it('finds the document back from its public id, never for the header', () => {
    expect(searchDocOfAsid(2)).toBe(1)
    expect(searchDocOfAsid(42)).toBe(41)
    expect(searchDocOfAsid(asidOfSearchDoc(7))).toBe(7)
    expect(searchDocOfAsid(1)).toBeNull()
    expect(searchDocOfAsid(0)).toBeNull()
    expect(searchDocOfAsid(-3)).toBeNull()
    expect(searchDocOfAsid(2.5)).toBeNull()
    expect(searchDocOfAsid(Number.NaN)).toBeNull()
  })

  it('reads a public id from an address, refusing anything but a plain whole number', () => {
    expect(parseAsid('1')).toBe(1)
    expect(parseAsid(' 12 ')).toBe(12)
    for (const bad of ['', '0', '01', '-2', '2.0', '1e3', 'abc', '12345678', undefined, null])
      expect(parseAsid(bad)).toBeNull()
  })
})
