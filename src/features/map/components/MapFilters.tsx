'use client'

import { allChecked, boxState, clearAllLabel, type BoxState, type Checked } from '../filters'
import type { MapCategory, MapGroup } from '../types'

type Props = {
  groups: MapGroup[]
  checked: Checked
  headingId: string
  onToggleAll: () => void
  onToggleGroup: (group: MapGroup) => void
  onToggleLayer: (id: string) => void
}

/**
 * The category's marker beside its name: its icon (three quarters of the marker's 28 × 40 px; the svg
 * inliner puts the file's drawing in its place) or a dot in its colour. Decorative: the name says it all.
 */
function Swatch({ category }: { category: MapCategory }) {
  if (category.icon) {
    // Lazy: React would otherwise preload every icon ahead of the page's own resources (the filters are
    // in a closed panel on phones), and the svg inliner fetches the file anyway.
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a small SVG marker icon, drawn at its own size.
      <img className="map-filters__icon" src={category.icon} alt="" width={21} height={30} loading="lazy" />
    )
  }
  return (
    <span className="map-filters__swatch" style={{ backgroundColor: category.color }} aria-hidden="true" />
  )
}

type BoxProps = {
  state: BoxState
  label: string
  category: MapCategory
  count: number
  layer?: string
  onChange: () => void
}

/** One checkbox; a group box whose layers are partly checked shows the mixed state. */
function Box({ state, label, category, count, layer, onChange }: BoxProps) {
  return (
    <label className="map-filters__box">
      <input
        type="checkbox"
        checked={state === 'checked'}
        ref={(input) => {
          if (input) input.indeterminate = state === 'mixed'
        }}
        data-layer={layer}
        data-category={layer ? undefined : category.slug}
        onChange={onChange}
      />
      <Swatch category={category} />
      <span>
        <span className="map-filters__name">{label}</span>{' '}
        <span className="map-filters__count">({count})</span>
      </span>
    </label>
  )
}

/**
 * The clear-all box ("Tout cocher" / "Tout décocher"), then one group per main
 * category: its box is the group's check-all (it toggles every layer of the group, its own places
 * included), with a box per sub-category under it.
 */
export function MapFilters({ groups, checked, headingId, onToggleAll, onToggleGroup, onToggleLayer }: Props) {
  const all = allChecked(groups, checked)
  return (
    <section className="map-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="map-panel__title">
        Filtres de la carte
      </h2>
      <label className="map-filters__box map-filters__all">
        <input type="checkbox" checked={all} onChange={onToggleAll} data-clear-all="" />
        <span>{clearAllLabel(all)}</span>
      </label>
      <ul className="map-filters__groups">
        {groups.map((group) => (
          <li key={group.category.id} className="map-filters__group">
            <Box
              state={boxState(
                group.layers.map((layer) => layer.id),
                checked,
              )}
              label={group.category.title}
              category={group.category}
              count={group.count}
              onChange={() => onToggleGroup(group)}
            />
            {group.subLayers.length > 0 && (
              <ul className="map-filters__subs" aria-label={`Sous-catégories : ${group.category.title}`}>
                {group.subLayers.map((layer) => (
                  <li key={layer.id}>
                    <Box
                      state={checked.has(layer.id) ? 'checked' : 'unchecked'}
                      label={layer.category.title}
                      category={layer.category}
                      count={layer.count}
                      layer={layer.id}
                      onChange={() => onToggleLayer(layer.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
