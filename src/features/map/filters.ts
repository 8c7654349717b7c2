/**
 * The filter state of the map (docs/behaviour/map.md): the set of checked layers. Checking a layer shows
 * its markers; a group's check-all box toggles every layer of the group; the clear-all box shows or
 * hides them all. Pure functions, so the rules are tested without a browser.
 */
import type { MapGroup, MapPlace } from './types'
import { layerOf } from './shape'

export type Checked = ReadonlySet<string>
export type BoxState = 'checked' | 'mixed' | 'unchecked'

/** The clear-all box reads "Tout cocher" when unchecked, "Tout décocher" when checked. */
export const clearAllLabel = (checked: boolean) => (checked ? 'Tout décocher' : 'Tout cocher')

const allLayers = (groups: MapGroup[]) => groups.flatMap((group) => group.layers.map((layer) => layer.id))

/**
 * The layers checked at start: all of them, or only those of the preselected category (`?categorie=`:
 * a main category's slug checks its group, a sub-category's slug that layer). An unknown slug is
 * ignored rather than showing an empty map.
 */
export function initialChecked(groups: MapGroup[], slug?: string | null): Set<string> {
  if (slug) {
    for (const group of groups) {
      if (group.category.slug === slug) return new Set(group.layers.map((layer) => layer.id))
      const sub = group.layers.find((layer) => layer.category.slug === slug && layer.category.parent !== null)
      if (sub) return new Set([sub.id])
    }
  }
  return new Set(allLayers(groups))
}

export function boxState(ids: string[], checked: Checked): BoxState {
  const on = ids.filter((id) => checked.has(id)).length
  return on === 0 ? 'unchecked' : on === ids.length ? 'checked' : 'mixed'
}

export const groupState = (group: MapGroup, checked: Checked) =>
  boxState(
    group.layers.map((layer) => layer.id),
    checked,
  )

/** The clear-all box is checked only when every layer is shown. */
export const allChecked = (groups: MapGroup[], checked: Checked) =>
  boxState(allLayers(groups), checked) === 'checked'

export function toggleLayer(checked: Checked, id: string): Set<string> {
  const next = new Set(checked)
  if (!next.delete(id)) next.add(id)
  return next
}

/** The check-all box of a group: a fully checked group is cleared, any other state checks it all. */
export function toggleGroup(checked: Checked, group: MapGroup): Set<string> {
  const ids = group.layers.map((layer) => layer.id)
  const next = new Set(checked)
  const clear = groupState(group, checked) === 'checked'
  for (const id of ids) {
    if (clear) next.delete(id)
    else next.add(id)
  }
  return next
}

/** The clear-all box: checked shows every layer, unchecked hides them all. */
export const toggleAll = (groups: MapGroup[], checked: Checked) =>
  allChecked(groups, checked) ? new Set<string>() : new Set(allLayers(groups))

export const isVisible = (place: MapPlace, checked: Checked) => checked.has(layerOf(place))
