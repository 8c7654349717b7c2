import { describe, expect, it } from 'vitest'
import { categories, places } from './fixtures'
import {
  allChecked,
  clearAllLabel,
  groupState,
  initialChecked,
  isVisible,
  toggleAll,
  toggleGroup,
  toggleLayer,
} from './filters'
import { toMapGroups } from './shape'

const groups = toMapGroups(categories, places)
const [nature, restaurants] = groups as [(typeof groups)[0], (typeof groups)[0]]
const sorted = (set: ReadonlySet<string>) => [...set].sort()

describe('the clear-all box', () => {
  it('reads "Tout décocher" when checked and "Tout cocher" when unchecked', () => {
    expect(clearAllLabel(true)).toBe('Tout décocher')
    expect(clearAllLabel(false)).toBe('Tout cocher')
  })

  it('is checked only when every layer is shown; toggling hides all, then shows all', () => {
    const all = initialChecked(groups)
    expect(allChecked(groups, all)).toBe(true)
    const none = toggleAll(groups, all)
    expect(none.size).toBe(0)
    expect(places.some((place) => isVisible(place, none))).toBe(false)
    expect(sorted(toggleAll(groups, none))).toEqual(sorted(all))
    // Partly checked: unchecked, and a click shows everything.
    const partly = toggleLayer(all, '2')
    expect(allChecked(groups, partly)).toBe(false)
    expect(sorted(toggleAll(groups, partly))).toEqual(sorted(all))
  })
})

describe('layers and groups', () => {
  it('checking or unchecking a sub-category shows or hides its places only', () => {
    const next = toggleLayer(initialChecked(groups), '3')
    expect(places.filter((place) => isVisible(place, next)).map((place) => place.id)).toEqual([10, 13])
    expect(sorted(toggleLayer(next, '3'))).toEqual(sorted(initialChecked(groups)))
  })

  it('a group’s check-all box clears a full group, and fills a partial or empty one', () => {
    const all = initialChecked(groups)
    expect(groupState(nature, all)).toBe('checked')
    const cleared = toggleGroup(all, nature)
    expect(groupState(nature, cleared)).toBe('unchecked')
    expect(groupState(restaurants, cleared)).toBe('checked')
    const partial = toggleLayer(cleared, '2')
    expect(groupState(nature, partial)).toBe('mixed')
    expect(groupState(nature, toggleGroup(partial, nature))).toBe('checked')
  })

  it('does not change the set it is given', () => {
    const all = initialChecked(groups)
    toggleGroup(all, nature)
    toggleLayer(all, '2')
    expect(all.size).toBe(3)
  })
})

describe('the preselected category (?categorie=)', () => {
  it('checks only the group of a main category’s slug', () => {
    expect(sorted(initialChecked(groups, 'restaurants'))).toEqual(['c4'])
    expect(sorted(initialChecked(groups, 'nature'))).toEqual(['2', '3'])
  })

  it('checks only the layer of a sub-category’s slug', () => {
    expect(sorted(initialChecked(groups, 'dunes'))).toEqual(['3'])
  })

  it('ignores an unknown slug and shows everything', () => {
    expect(sorted(initialChecked(groups, 'inconnue'))).toEqual(['2', '3', 'c4'])
    expect(sorted(initialChecked(groups, null))).toEqual(['2', '3', 'c4'])
  })
})
