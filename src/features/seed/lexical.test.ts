import { describe, expect, it } from 'vitest'
import { fromMarkup, inline, overlayFields, plainText, TEXT_BOLD, TEXT_ITALIC } from './lexical'

// Loose node shape: the test reads nested children and fields freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyNode = { type: string; [key: string]: any }

describe('fromMarkup', () => {
  const doc = fromMarkup(
    [
      'Intro avec **gras**, *italique* et [un lien](https://example.org).',
      '## Accès',
      '### En train',
      '- un',
      '- deux',
      '1. premier',
      '2. second',
      '> Une citation',
      '![plage-matin]',
    ],
    (key) => (key === 'plage-matin' ? 7 : 0),
  )
  const children = doc.root.children as AnyNode[]

  it('writes the root and block nodes as richtext-lexical stores them', () => {
    expect(doc.root).toMatchObject({ type: 'root', version: 1, format: '', indent: 0, direction: null })
    expect(children.map((n) => n.type)).toEqual([
      'paragraph',
      'heading',
      'heading',
      'list',
      'list',
      'quote',
      'upload',
    ])
    expect(children[1]).toMatchObject({ tag: 'h2', version: 1 })
    expect(children[2]).toMatchObject({ tag: 'h3' })
    expect(children[0]).toMatchObject({ textFormat: 0, textStyle: '' })
  })

  it('groups list lines into one list with numbered items', () => {
    const [bullets, numbers] = [children[3]!, children[4]!]
    expect(bullets).toMatchObject({ listType: 'bullet', tag: 'ul', start: 1 })
    expect(numbers).toMatchObject({ listType: 'number', tag: 'ol' })
    expect(bullets.children.map((i: AnyNode) => [i.type, i.value])).toEqual([
      ['listitem', 1],
      ['listitem', 2],
    ])
    expect(bullets.children[1].children[0].text).toBe('deux')
  })

  it('writes an upload node pointing at the media id', () => {
    expect(children[6]).toMatchObject({
      type: 'upload',
      version: 3,
      relationTo: 'media',
      value: 7,
      fields: null,
      format: '',
    })
    expect(children[6]!.id).toMatch(/^[0-9a-f]{24}$/)
  })

  it('formats inline text and links', () => {
    const nodes = children[0]!.children as AnyNode[]
    expect(nodes.map((n) => [n.type, n.text ?? n.fields?.url, n.format])).toEqual([
      ['text', 'Intro avec ', 0],
      ['text', 'gras', TEXT_BOLD],
      ['text', ', ', 0],
      ['text', 'italique', TEXT_ITALIC],
      ['text', ' et ', 0],
      ['link', 'https://example.org', ''],
      ['text', '.', 0],
    ])
    expect(nodes[5]).toMatchObject({ version: 3, fields: { linkType: 'custom', newTab: true } })
    expect(inline('[ancre](#acces)')[0]).toMatchObject({ fields: { url: '#acces', newTab: false } })
  })

  it('gives a link followed by {overlay …} the link dialog’s overlay fields', () => {
    const [before, plan, after] = inline(
      'Voir [le plan](/plan){overlay caption="Le plan de la digue" group=digue width=800 height=500 modal inlineId=plan iframe} ici',
    ) as AnyNode[]
    expect(before!.text).toBe('Voir ')
    expect(after!.text).toBe(' ici')
    expect(plan!.fields).toEqual({
      linkType: 'custom',
      newTab: false,
      url: '/plan',
      overlay: true,
      overlayCaption: 'Le plan de la digue',
      overlayGroup: 'digue',
      overlayWidth: 800,
      overlayHeight: 500,
      overlayModal: true,
      overlayInlineId: 'plan',
      overlayIframe: true,
    })
    expect(overlayFields('overlay')).toEqual({ overlay: true })
    for (const wrong of ['fenetre', 'overlay taille=3', 'overlay modal=oui', 'overlay width', 'overlay !'])
      expect(() => overlayFields(wrong), wrong).toThrow()
  })

  it('resolves link addresses through the seed’s resolver', () => {
    const resolved = fromMarkup(
      ['[a](media:plage){overlay}', '- [b](/b)'],
      () => 1,
      (url) => url.replace('media:', '/fichiers/'),
    )
    expect(JSON.stringify(resolved)).toContain('"url":"/fichiers/plage"')
    expect(JSON.stringify(resolved)).toContain('"url":"/b"')
  })

  it('is deterministic and refuses an unknown picture', () => {
    expect(fromMarkup(['[a](/b)', '![x]'], () => 1)).toEqual(fromMarkup(['[a](/b)', '![x]'], () => 1))
    expect(() => fromMarkup(['![inconnue]'])).toThrow()
    expect(plainText(doc)).toContain('Une citation')
  })
})

describe('blocks in the markup', () => {
  it('writes a block node with its type, its fields and a stable id', () => {
    const write = () =>
      fromMarkup(
        ['{bloc videoGallery playlist=evenements pageSize=3 autonext titre="Les fêtes"}'],
        undefined,
        undefined,
        (type, name, value) => (type === 'videoGallery' && name === 'playlist' ? 42 : value),
      ).root.children[0] as AnyNode
    const block = write()
    expect(block).toMatchObject({ type: 'block', version: 2, format: '' })
    expect(block.fields).toMatchObject({
      blockType: 'videoGallery',
      blockName: '',
      playlist: 42,
      pageSize: 3,
      autonext: true,
      titre: 'Les fêtes',
    })
    expect(block.fields.id).toMatch(/^[0-9a-f]{24}$/)
    expect(write().fields.id).toBe(block.fields.id)
  })

  it('refuses a block line it cannot read', () => {
    expect(() => fromMarkup(['{bloc}'])).toThrow(/Bloc illisible/)
    expect(() => fromMarkup(['{bloc weather=1}'])).toThrow(/Bloc illisible/)
  })
})
