import { describe, expect, it } from 'vitest'
import { votedHere } from './client'

describe('votedHere', () => {
  it('finds the note cookie of the post, and only of that post', () => {
    expect(votedHere(12, 'a=1; escale_note_12=4; b=2')).toBe(true)
    expect(votedHere(12, 'escale_note_120=4; escale_note_1=3')).toBe(false)
    expect(votedHere(12, '')).toBe(false)
  })
})
