import { describe, expect, it } from 'vitest'
import type { QuerySchema } from './fields'
import { parseRestQuery, queryProblem } from './query'

const schema: QuerySchema = {
  idType: 'number',
  fields: [{ name: 'publishedAt', type: 'date' }],
  related: () => undefined,
}
const check = (search: string) => queryProblem(parseRestQuery(search), schema)

describe('queryProblem', () => {
  it('lets through the queries of the site and the admin', () => {
    for (const search of [
      '',
      '?limit=10&page=2&depth=1&sort=-publishedAt',
      '?sort=-publishedAt,title&draft=true&trash=false&pagination=false',
      '?where[publishedAt][greater_than]=2026-07-01',
      `?where=${encodeURIComponent('{"publishedAt":{"less_than":"2026-08-01"}}')}`,
      '?select[title]=true&populate[media][url]=true&where=',
    ])
      expect(check(search), search).toBeNull()
  })

  it.each([
    ['?limit=abc', '« limit »'],
    ['?limit=1e999', '« limit »'],
    ['?limit=-1', '« limit »'],
    ['?limit[$ne]=1', '« limit »'],
    ['?page=1.5', '« page »'],
    ['?depth[$ne]=1', '« depth »'],
    ['?draft[$ne]=1', '« draft »'],
    ['?sort[$ne]=1', '« sort »'],
    ['?sort=title;drop', '« sort »'],
    ['?where=%7Bbroken', '« where » doit être un objet JSON'],
    ['?where=%5B1%5D', '« where » doit être un objet JSON'],
    ['?data=%7Bbroken', '« data » doit être un objet JSON'],
    ['?where[publishedAt][equals]=notadate', 'attend une date'],
    [`?where=${encodeURIComponent('{"publishedAt":{"equals":{"$ne":1}}}')}`, 'valeur simple'],
  ])('refuses %s', (search, message) => {
    expect(check(search)).toContain(message)
  })

  it('parses like Payload: nested brackets, lists, at most 10 levels', () => {
    expect(parseRestQuery('?where[or][0][a][in][0]=1&where[or][0][a][in][1]=2')).toEqual({
      where: { or: [{ a: { in: ['1', '2'] } }] },
    })
  })
})
