'use client'

import 'leaflet/dist/leaflet.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css'
import type L from 'leaflet'
import { useState } from 'react'
import { AttributionControl, MapContainer, Marker, Popup, ZoomControl } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'
import { InOwnTask } from '@/lib/own-task'
import type { Checked } from '../filters'
import { pointIconOptions } from '../icons'
import { PERF, markStart } from '../perf'
import { PINNED_ZOOM, type PinnedPoint } from '../pinned'
import type { CityPosition, MapCategory, MapPlace } from '../types'
import { initialView, minZoom } from '../view'
import { clusterIcon, leafletIcon, type PlaceMarker } from './leaflet-markers'
import { MapBridge, type MapController } from './MapBridge'
import { MapTiles } from './MapTiles'
import { PlaceMarkers } from './PlaceMarkers'

export type PlacesMapProps = {
  city: CityPosition
  tileToken: string | null
  places: MapPlace[]
  categories: Map<number, MapCategory>
  checked: Checked
  /** A point from the address (an event's place): the map opens on it, with its own marker. */
  pinned: PinnedPoint | null
  onReady: (controller: MapController | null) => void
}

const LEAFLET_LINK = '<a href="https://leafletjs.com" hreflang="en">Leaflet</a>'

/**
 * The Leaflet map of the places (loaded only in the browser, see PlacesMapLoader). No scroll-wheel zoom
 * (a visitor scrolling the page is not caught by the map); the initial zoom is one less than the
 * configured one.
 */
export default function PlacesMap({
  city,
  tileToken,
  places,
  categories,
  checked,
  pinned,
  onReady,
}: PlacesMapProps) {
  useState(() => markStart(PERF.mount))
  const [cluster, setCluster] = useState<L.MarkerClusterGroup | null>(null)
  // Made by PlaceMarkers as places are first shown; one per page (the places never change under it).
  const [markers] = useState(() => new Map<number, PlaceMarker>())
  const start = pinned ? { lat: pinned.lat, lng: pinned.lng, zoom: PINNED_ZOOM } : initialView(city)

  return (
    <MapContainer
      id="carte-des-lieux"
      className="places-map__leaflet"
      center={[start.lat, start.lng]}
      zoom={start.zoom}
      // A town guide has no use for the whole world; fewer levels also means less clustering work.
      minZoom={minZoom(city)}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
    >
      <ZoomControl zoomInTitle="Zoom avant" zoomOutTitle="Zoom arrière" />
      <AttributionControl prefix={LEAFLET_LINK} />
      {/* The frame first, then the tiles, then the markers: three tasks rather than one long one. */}
      <InOwnTask>
        <MapTiles token={tileToken} />
        <InOwnTask>
          <MarkerClusterGroup
            ref={setCluster}
            iconCreateFunction={clusterIcon}
            showCoverageOnHover={false}
            maxClusterRadius={48}
            // Clustering works zoom level by zoom level: from minZoom to 16 is 7 levels rather than 20.
            disableClusteringAtZoom={17}
          >
            <PlaceMarkers
              cluster={cluster}
              places={places}
              categories={categories}
              markers={markers}
              checked={checked}
            />
          </MarkerClusterGroup>
          {pinned && (
            <Marker
              position={[pinned.lat, pinned.lng]}
              icon={leafletIcon(pointIconOptions('pinned-marker'))}
              title={pinned.title}
              alt={pinned.title}
              keyboard
            >
              <Popup>{pinned.title}</Popup>
            </Marker>
          )}
          <MapBridge cluster={cluster} markers={markers} onReady={onReady} />
        </InOwnTask>
      </InOwnTask>
    </MapContainer>
  )
}
