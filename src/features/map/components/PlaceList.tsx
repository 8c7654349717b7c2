'use client'

import { memo, type MouseEvent } from 'react'
import type { Checked } from '../filters'
import { placesHtml } from '../place-list-html'
import type { MapGroup, MapLayer, MapPlace } from '../types'

type Props = {
  groups: MapGroup[]
  byLayer: Map<string, MapPlace[]>
  checked: Checked
  visibleCount: number
  headingId: string
  onChoose: (id: number, opener: HTMLElement) => void
}

/**
 * A layer's places. Memoised on `hidden`: a filter change re-renders only the layers it touches, and
 * their markup, unchanged, is left as it is.
 */
const LayerPlaces = memo(function LayerPlaces({
  layer,
  places,
  hidden,
  titled,
}: {
  layer: MapLayer
  places: MapPlace[]
  hidden: boolean
  titled: boolean
}) {
  if (places.length === 0) return null
  return (
    <div className="place-list__layer" hidden={hidden} data-layer={layer.id}>
      {titled && <h4 className="place-list__sub">{layer.category.title}</h4>}
      <ul className="place-list__places" dangerouslySetInnerHTML={{ __html: placesHtml(places) }} />
    </div>
  )
})

/**
 * The places the filters show, grouped by category: the accessible alternative to the map. Every place
 * is a button (reachable by keyboard) that pans the map to it and opens its popup. Without JavaScript
 * the same list is there in the page's HTML. One delegated click handler for all the buttons.
 */
export function PlaceList({ groups, byLayer, checked, visibleCount, headingId, onChoose }: Props) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-place-id]')
    if (button) onChoose(Number(button.dataset.placeId), button)
  }
  return (
    <section
      className="place-list"
      aria-labelledby={headingId}
      onClick={onClick}
      data-visible-count={visibleCount}
    >
      <h2 id={headingId} className="map-panel__title">
        Lieux <span className="place-list__total">({visibleCount})</span>
      </h2>
      {visibleCount === 0 && (
        <p className="place-list__empty">Aucun lieu affiché : cochez une catégorie dans les filtres.</p>
      )}
      {groups.map((group) => {
        const shown = group.layers.some((layer) => checked.has(layer.id))
        return (
          <div key={group.category.id} className="place-list__group" hidden={!shown}>
            <h3 className="place-list__category">{group.category.title}</h3>
            {group.layers.map((layer) => (
              <LayerPlaces
                key={layer.id}
                layer={layer}
                places={byLayer.get(layer.id) ?? []}
                hidden={!checked.has(layer.id)}
                titled={group.layers.length > 1 && layer.category.parent !== null}
              />
            ))}
          </div>
        )
      })}
    </section>
  )
}
