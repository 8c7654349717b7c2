'use client'

import dynamic from 'next/dynamic'
import { loadPlacesMap } from './load-places-map'

/**
 * Leaflet touches `window` when it loads: the map is loaded only in the browser, in chunks of its own,
 * after the page (filters and list) is usable. Meanwhile a box of the map's size says it is loading, so
 * nothing moves.
 */
export const PlacesMapLoader = dynamic(loadPlacesMap, {
  ssr: false,
  loading: () => (
    <div className="places-map__loading" aria-hidden="true">
      Chargement de la carte…
    </div>
  ),
})
