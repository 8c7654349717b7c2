'use client'

import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { AttributionControl, MapContainer, Marker, Popup, ZoomControl } from 'react-leaflet'
import { ICON_ANCHOR, ICON_SIZE, POPUP_ANCHOR } from '../icons'
import type { CityPosition } from '../types'
import { MapTiles } from './MapTiles'

type Props = { city: CityPosition; tileToken: string | null; label: string }

const CITY_PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true" focusable="false">' +
  '<path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.5 14 39 14 39s13-15.5 13-25.2C27 6.7 21.2 1 14 1z" fill="#b3401a" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="14" cy="14" r="5" fill="#fff"/></svg>'

const cityIcon = L.divIcon({ html: CITY_PIN, className: 'city-marker', iconSize: ICON_SIZE, iconAnchor: ICON_ANCHOR, popupAnchor: POPUP_ANCHOR })

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
      <MapTiles token={tileToken} />
      <Marker position={[city.latitude, city.longitude]} icon={cityIcon} title={label} alt={label} keyboard>
        <Popup>{label}</Popup>
      </Marker>
    </MapContainer>
  )
}
