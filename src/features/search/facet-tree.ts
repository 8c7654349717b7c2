import type { SearchKind } from './kinds'

export type FacetOption = { key: string; title: string; level: number }
export type FacetGroup = { kind: SearchKind; label: string; options: FacetOption[] }

/** The checkbox hierarchy holds at most this many boxes; beyond, the deepest are left out. */
export const MAX_FACET_OPTIONS = 400

type Node = { id: number; title: string; slug?: string | null; parent?: number | { id: number } | null }

const parentId = (node: Node) =>
  typeof node.parent === 'number'
    ? node.parent
    : node.parent && typeof node.parent === 'object'
      ? node.parent.id
      : null

/**
 * Categories as the filter's checkbox list: each one followed by its children one level deeper (a
 * parent's children are the following boxes of a deeper level), in the given order within a level. A
 * category whose parent is missing counts as a top one; a loop in the parents stops at depth 4.
 */
export function orderAsTree(nodes: Node[], prefix: string): FacetOption[] {
  const ids = new Set(nodes.map((node) => node.id))
  const children = new Map<number | null, Node[]>()
  for (const node of nodes) {
    const parent = parentId(node)
    const key = parent !== null && ids.has(parent) && parent !== node.id ? parent : null
    children.set(key, [...(children.get(key) ?? []), node])
  }
  const out: FacetOption[] = []
  const seen = new Set<number>()
  const visit = (parent: number | null, level: number) => {
    for (const node of children.get(parent) ?? []) {
      if (seen.has(node.id) || !node.slug || out.length >= MAX_FACET_OPTIONS) continue
      seen.add(node.id)
      out.push({ key: `${prefix}:${node.slug}`, title: node.title, level })
      if (level < 3) visit(node.id, level + 1)
    }
  }
  visit(null, 0)
  return out
}
