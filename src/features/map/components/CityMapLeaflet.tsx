'use client'

import 'leaflet/dist/leaflet.css'
import { AttributionControl, MapContainer, Marker, Popup, ZoomControl } from 'react-leaflet'
import { InOwnTask } from '@/lib/own-task'
import { pointIconOptions } from '../icons'
import type { CityPosition } from '../types'
import { leafletIcon } from './leaflet-markers'
import { MapTiles } from './MapTiles'

type Props = { city: CityPosition; tileToken: string | null; label: string }

const cityIcon = leafletIcon(pointIconOptions('city-marker'))

export default function CityMapLeaflet({ city, tileToken, label }: Props) {
  return (
    <MapContainer
      className="city-map__leaflet"
      center={[city.latitude, city.longitude]}
      zoom={city.zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      ref={(map) => {
        map?.getContainer().setAttribute('role', 'region')
        map?.getContainer().setAttribute('aria-label', `Plan de la ville : ${label}`)
      }}
    >
      <ZoomControl zoomInTitle="Zoom avant" zoomOutTitle="Zoom arrière" />
      <AttributionControl prefix='<a href="https://leafletjs.com" hreflang="en">Leaflet</a>' />
      {/* The frame, then tiles and marker, in two tasks: a page with two maps builds them in steps. */}
      <InOwnTask>
        <MapTiles token={tileToken} />
        <Marker position={[city.latitude, city.longitude]} icon={cityIcon} title={label} alt={label} keyboard>
          <Popup>{label}</Popup>
        </Marker>
      </InOwnTask>
    </MapContainer>
  )
}
