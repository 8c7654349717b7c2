'use client'

import dynamic from 'next/dynamic'
import { type Ref, useRef } from 'react'
import { useNearViewport } from '@/lib/near-viewport'
import type { CityPosition } from '../types'
import './city-map.css'
import './map-controls.css'

type Props = { city: CityPosition; tileToken: string | null; label: string }

/** The map's room at its height (city-map.css) while Leaflet is not there yet: nothing below moves. */
function MapRoom({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="city-map__room" aria-hidden="true" />
}

/** The city map's Leaflet part, loaded only in the browser (see PlacesMapLoader). */
const CityMapLeaflet = dynamic(() => import('./CityMapLeaflet'), {
  ssr: false,
  loading: () => <MapRoom />,
})

/**
 * The city map, built when the visitor scrolls within 100 px of it: it sits below the fold (under the
 * places map on /carte), and a second Leaflet map with its tiles made at load would only slow the
 * page's first seconds. Leaflet's code is already there by then (the places map's), so building it
 * takes a few milliseconds; its room is kept meanwhile, so nothing moves.
 */
export function CityMapLoader(props: Props) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, '100px')
  return near ? <CityMapLeaflet {...props} /> : <MapRoom ref={box} />
}
