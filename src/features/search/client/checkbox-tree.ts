import { childIndexes } from './filter-state'

const WIRED = new WeakSet<Element>()

/**
 * The checkbox hierarchy of the category filters (fieldsets marked `data-facet-tree`, each box's label
 * carrying its `data-level`): checking or unchecking a box does the same to its children.
 */
export function attachCheckboxTree(container: HTMLElement): void {
  if (WIRED.has(container)) return
  WIRED.add(container)
  container.addEventListener('change', (event) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') return
    const tree = box.closest('[data-facet-tree]')
    if (!tree) return
    const boxes = [...tree.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    const levels = boxes.map((each) => Number(each.closest<HTMLElement>('[data-level]')?.dataset.level) || 0)
    for (const i of childIndexes(levels, boxes.indexOf(box))) boxes[i]!.checked = box.checked
  })
}
