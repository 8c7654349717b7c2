import { describe, expect, it } from 'vitest'
import type { Heading } from '@/features/richtext/headings'
import { tocTree, type TocEntry } from './tree'

const h = (level: 2 | 3 | 4, text: string): Heading => ({ id: text.toLowerCase(), text, level })
/** The tree as "text(children)" strings, to compare shapes at a glance. */
const shape = (entries: TocEntry[]): string[] =>
  entries.map((entry) =>
    entry.children.length ? `${entry.text}(${shape(entry.children).join(',')})` : entry.text,
  )

describe('table of contents tree', () => {
  it('nests each h3 under its h2, so main headings count only main headings', () => {
    const headings = [
      h(2, 'Samedi'),
      h(3, 'Matin'),
      h(3, 'Midi'),
      h(3, 'Soir'),
      h(2, 'Dimanche'),
      h(3, 'Marché'),
      h(3, 'Plage'),
      h(2, 'Check-list'),
    ]
    expect(shape(tocTree(headings))).toEqual([
      'Samedi(Matin,Midi,Soir)',
      'Dimanche(Marché,Plage)',
      'Check-list',
    ])
  })

  it('nests h4 under h3 and climbs back up at the next h2', () => {
    expect(shape(tocTree([h(2, 'A'), h(3, 'B'), h(4, 'C'), h(4, 'D'), h(2, 'E')]))).toEqual([
      'A(B(C,D))',
      'E',
    ])
  })

  it('keeps a sub-heading that comes before any main heading at the top level', () => {
    expect(shape(tocTree([h(3, 'Intro'), h(2, 'A'), h(3, 'B')]))).toEqual(['Intro', 'A(B)'])
  })

  it('puts an h4 directly under an h2 when no h3 is between them', () => {
    expect(shape(tocTree([h(2, 'A'), h(4, 'B'), h(3, 'C')]))).toEqual(['A(B,C)'])
  })
})
