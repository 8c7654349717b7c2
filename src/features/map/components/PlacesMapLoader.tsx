'use client'

import dynamic from 'next/dynamic'

/**
 * Leaflet touches `window` when it loads: the map is loaded only in the browser, in its own chunk,
 * after the page (filters and list) is usable. The placeholder keeps the map's room, so nothing moves.
 */
export const PlacesMapLoader = dynamic(() => import('./PlacesMap'), {
  ssr: false,
  loading: () => (
    <div className="places-map__placeholder" aria-hidden="true">
      Chargement de la carte…
    </div>
  ),
})
