'use client'

import dynamic from 'next/dynamic'
import './city-map.css'

/** The city map's Leaflet part, loaded only in the browser (see PlacesMapLoader). */
export const CityMapLoader = dynamic(() => import('./CityMapLeaflet'), {
  ssr: false,
  loading: () => <div className="city-map__placeholder" aria-hidden="true" />,
})
