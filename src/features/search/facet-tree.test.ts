import { describe, expect, it } from 'vitest'
import { MAX_FACET_OPTIONS, orderAsTree } from './facet-tree'

describe('the checkbox hierarchy of categories', () => {
  it('lists each category followed by its children, one level deeper', () => {
    const options = orderAsTree(
      [
        { id: 1, title: 'Loisirs', slug: 'loisirs' },
        { id: 2, title: 'Nautisme', slug: 'nautisme', parent: 1 },
        { id: 3, title: 'Patrimoine', slug: 'patrimoine' },
        { id: 4, title: 'Char à voile', slug: 'char-a-voile', parent: { id: 2 } },
        { id: 5, title: 'Golf', slug: 'golf', parent: 1 },
      ],
      'p',
    )
    expect(options).toEqual([
      { key: 'p:loisirs', title: 'Loisirs', level: 0 },
      { key: 'p:nautisme', title: 'Nautisme', level: 1 },
      { key: 'p:char-a-voile', title: 'Char à voile', level: 2 },
      { key: 'p:golf', title: 'Golf', level: 1 },
      { key: 'p:patrimoine', title: 'Patrimoine', level: 0 },
    ])
  })

  it('keeps orphans as top categories, survives a loop and skips categories without a slug', () => {
    const options = orderAsTree(
      [
        { id: 1, title: 'Orpheline', slug: 'orpheline', parent: 99 },
        { id: 2, title: 'Elle-même', slug: 'elle-meme', parent: 2 },
        { id: 3, title: 'Sans adresse', slug: null },
      ],
      'a',
    )
    expect(options.map((option) => [option.key, option.level])).toEqual([
      ['a:orpheline', 0],
      ['a:elle-meme', 0],
    ])
  })

  it('stops at 400 boxes', () => {
    const nodes = Array.from({ length: 450 }, (_, i) => ({ id: i + 1, title: `C${i}`, slug: `c${i}` }))
    expect(orderAsTree(nodes, 'e')).toHaveLength(MAX_FACET_OPTIONS)
  })
})
