import type { RichTextContent, RichTextNode } from '@/features/richtext/headings'
import { SEARCH_BLOCK_SLUG } from './block-options'
import { blockInstance } from './instances'

export type BlockPlacement = {
  /** The block's instance of its search (`asp_inst_id` `<asid>_<instance>`). */
  instance: number
  /** Its place among the page's search blocks, 0 the first. */
  order: number
  /** The level of its title: one below the text's heading before it (h2 when none), so none is skipped. */
  headingLevel: 2 | 3 | 4 | 5 | 6
}

const HEADING_LEVELS: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }

const isSearchBlock = (node: RichTextNode) =>
  node.type === 'block' &&
  (node.fields as { blockType?: unknown } | undefined)?.blockType === SEARCH_BLOCK_SLUG

/**
 * Each « Barre de recherche » block of a page's text, keyed by its node, in the order of the text: its
 * instance number (unique in the page: the header's bars take 1 and 2) and its title's level. A block
 * past the instances a page may hold is left out (not drawn).
 */
export function searchBlockPlacements(
  content: RichTextContent | null | undefined,
): Map<RichTextNode, BlockPlacement> {
  const placements = new Map<RichTextNode, BlockPlacement>()
  let lastHeading = 1
  let order = 0
  const visit = (nodes: RichTextNode[]) => {
    for (const node of nodes) {
      const level = node.type === 'heading' && node.tag ? HEADING_LEVELS[node.tag] : undefined
      if (level) lastHeading = level
      if (isSearchBlock(node)) {
        const instance = blockInstance(order)
        if (instance !== null)
          placements.set(node, {
            instance,
            order,
            headingLevel: Math.min(lastHeading + 1, 6) as BlockPlacement['headingLevel'],
          })
        order += 1
      }
      if (node.children) visit(node.children)
    }
  }
  visit(content?.root?.children ?? [])
  return placements
}
