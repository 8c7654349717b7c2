import { describe, expect, it } from 'vitest'
import type { RichTextNode } from '@/features/richtext/headings'
import { indexedText } from './sync'

const text = (value: string): RichTextNode => ({ type: 'text', text: value })
const paragraph = (...children: RichTextNode[]): RichTextNode => ({ type: 'paragraph', children })

describe('the indexed text of a rich text', () => {
  it('keeps a block’s last word apart from the next block’s first', () => {
    const root: RichTextNode = {
      type: 'root',
      children: [
        paragraph(text('Trois itinéraires depuis Bray-Dunes')),
        { type: 'heading', tag: 'h2', children: [text('La boucle des dunes')] },
        {
          type: 'list',
          children: [
            { type: 'listitem', children: [text('15 km')] },
            { type: 'listitem', children: [text('Facile')] },
          ],
        },
      ],
    }
    expect(indexedText(root)).toBe('Trois itinéraires depuis Bray-Dunes La boucle des dunes 15 km Facile')
  })

  it('runs inline parts together as written: a link inside a word, a line break as a space', () => {
    const root: RichTextNode = {
      type: 'root',
      children: [
        paragraph(
          text('Le char à voile à '),
          { type: 'link', children: [text('Bray')] },
          text('-Dunes'),
          { type: 'linebreak' },
          text('Digue'),
        ),
      ],
    }
    expect(indexedText(root)).toBe('Le char à voile à Bray-Dunes Digue')
  })
})
