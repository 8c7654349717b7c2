import { describe, expect, it } from 'vitest'
import {
  COMMENT_MAX,
  COMMENT_MIN,
  commentCountText,
  commentInput,
  countLinks,
  FIELDS,
  MESSAGES,
} from './rules'

const valid = {
  [FIELDS.name]: 'Claire',
  [FIELDS.email]: 'Claire@Example.org',
  [FIELDS.url]: '',
  [FIELDS.comment]: 'Un commentaire assez long pour passer.',
  [FIELDS.parent]: '0',
  [FIELDS.post]: '12',
}

const firstMessage = (input: Record<string, unknown>) => {
  const result = commentInput.safeParse(input)
  return result.success ? null : result.error.issues[0].message
}

describe('the comment rules', () => {
  it('accepts a complete comment and normalises it', () => {
    const parsed = commentInput.parse({
      ...valid,
      [FIELDS.comment]: '  Ligne un\r\nligne deux, assez longue.  ',
    })
    expect(parsed[FIELDS.email]).toBe('claire@example.org')
    expect(parsed[FIELDS.comment]).toBe('Ligne un\nligne deux, assez longue.')
    expect(parsed[FIELDS.parent]).toBe(0)
    expect(parsed[FIELDS.post]).toBe(12)
    expect(parsed[FIELDS.url]).toBeNull()
  })

  it('takes 15 to 15360 characters of comment, counted after trimming', () => {
    expect(firstMessage({ ...valid, [FIELDS.comment]: 'x'.repeat(COMMENT_MIN) })).toBeNull()
    expect(firstMessage({ ...valid, [FIELDS.comment]: ` ${'x'.repeat(COMMENT_MIN - 1)}   ` })).toBe(
      MESSAGES.tooShort,
    )
    expect(firstMessage({ ...valid, [FIELDS.comment]: 'x'.repeat(COMMENT_MAX) })).toBeNull()
    expect(firstMessage({ ...valid, [FIELDS.comment]: 'x'.repeat(COMMENT_MAX + 1) })).toBe(MESSAGES.tooLong)
    expect(firstMessage({ ...valid, [FIELDS.comment]: undefined })).toBe(MESSAGES.tooShort)
  })

  it('needs a name, a valid e-mail address and, when given, an http(s) website', () => {
    expect(firstMessage({ ...valid, [FIELDS.name]: '   ' })).toBe(MESSAGES.name)
    expect(firstMessage({ ...valid, [FIELDS.email]: 'pas-une-adresse' })).toBe(MESSAGES.email)
    expect(firstMessage({ ...valid, [FIELDS.url]: 'javascript:alert(1)' })).toBe(MESSAGES.url)
    expect(firstMessage({ ...valid, [FIELDS.url]: 'https://exemple.fr/page' })).toBeNull()
  })

  it('refuses ids that are not whole numbers, and a post id of 0', () => {
    expect(firstMessage({ ...valid, [FIELDS.post]: '0' })).toBe(MESSAGES.unknownPost)
    expect(firstMessage({ ...valid, [FIELDS.post]: '12abc' })).toBe(MESSAGES.unknownPost)
    expect(firstMessage({ ...valid, [FIELDS.parent]: '-1' })).toBe(MESSAGES.badParent)
  })

  it('counts links once each, written out or as anchors, and refuses more than two', () => {
    expect(countLinks('voir http://www.a.fr et https://b.fr ou www.c.fr')).toBe(3)
    expect(countLinks('<a href="x">y</a>')).toBe(1)
    expect(countLinks('aucun lien ici, promis')).toBe(0)
    const three = 'Liens : https://a.fr https://b.fr https://c.fr'
    expect(firstMessage({ ...valid, [FIELDS.comment]: three })).toBe(MESSAGES.tooManyLinks)
  })

  it('writes the count in French', () => {
    expect(commentCountText(0)).toBe('Aucun commentaire')
    expect(commentCountText(1)).toBe('1 commentaire')
    expect(commentCountText(3)).toBe('3 commentaires')
  })
})
