import type { Heading } from '@/features/richtext/headings'

/** A heading of the table of contents with the sub-headings that follow it, before the next heading of its level or above. */
export type TocEntry = Heading & { children: TocEntry[] }

/**
 * The article's headings as a tree: each heading goes under the nearest heading before it of a higher
 * level (an h3 under its h2, an h4 under its h3). A sub-heading with no such heading before it (an h3 at
 * the start) stays at the top level rather than being dropped.
 */
export function tocTree(headings: Heading[]): TocEntry[] {
  const root: TocEntry[] = []
  const open: TocEntry[] = [] // the path from the top level to the last entry placed
  for (const heading of headings) {
    const entry: TocEntry = { ...heading, children: [] }
    while (open.length > 0 && open[open.length - 1].level >= heading.level) open.pop()
    const parent = open[open.length - 1]
    if (parent) parent.children.push(entry)
    else root.push(entry)
    open.push(entry)
  }
  return root
}
