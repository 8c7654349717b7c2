'use client'

import type L from 'leaflet'
import { useLayoutEffect, useRef } from 'react'
import { useMap } from 'react-leaflet'
import { inOwnTask } from '@/lib/own-task'
import { type Checked, isVisible } from '../filters'
import { PERF, markStart, measureSince } from '../perf'
import type { MapCategory, MapPlace } from '../types'
import { loadDescriptions } from './descriptions'
import { createPlaceMarker, type PlaceMarker } from './leaflet-markers'

type Props = {
  cluster: L.MarkerClusterGroup | null
  places: MapPlace[]
  categories: Map<number, MapCategory>
  /** Filled here, on first need; shared with MapBridge (the list opens popups through it). */
  markers: Map<number, PlaceMarker>
  checked: Checked
}

const prefetchDescriptions = () => {
  const prefetch = () => void loadDescriptions()
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch)
  else setTimeout(prefetch, 500)
}

/**
 * Keeps the cluster group's markers in step with the filters. A marker is made the first time its place
 * is shown; a filter change adds and removes only the difference, in one batch each, so that the
 * cluster group re-clusters once (a React <Marker> per place costs a component and an effect per
 * marker, too slow at 2,000 places). A layout effect: the markers change in the same frame as the box.
 */
export function PlaceMarkers({ cluster, places, categories, markers, checked }: Props) {
  const map = useMap()
  const shown = useRef(new Set<PlaceMarker>())
  const first = useRef(true)

  useLayoutEffect(() => {
    if (!cluster) return
    // The first batch gets a task of its own: the cluster group was committed in this one, with the
    // map's controls, and drawing the markers after it made one long task. Filter changes stay in the
    // same frame as the box.
    const showWanted = () => {
      if (first.current) markStart(PERF.firstRender)
      const add: PlaceMarker[] = []
      const remove: PlaceMarker[] = []
      let visible = 0
      for (const place of places) {
        const wanted = isVisible(place, checked)
        let marker = markers.get(place.id)
        if (wanted && !marker) markers.set(place.id, (marker = createPlaceMarker(place, categories)))
        if (!marker) continue
        if (wanted) visible++
        if (wanted && !shown.current.has(marker)) add.push(marker)
        else if (!wanted && shown.current.has(marker)) remove.push(marker)
      }
      if (remove.length > 0) cluster.removeLayers(remove)
      if (add.length > 0) cluster.addLayers(add)
      for (const marker of remove) shown.current.delete(marker)
      for (const marker of add) shown.current.add(marker)

      // Exposed for tests and the benchmark: how many places the filters show, and that markers are in.
      const container = map.getContainer()
      container.setAttribute('data-visible-count', String(visible))
      container.setAttribute('data-markers', 'ready')
      if (first.current) {
        measureSince(PERF.firstRender)
        measureSince(PERF.mount)
        // Once the map is drawn and the browser idle, fetch the popups' descriptions, so popups open full.
        prefetchDescriptions()
      } else measureSince(PERF.toggle)
      first.current = false
    }
    if (first.current) return inOwnTask(showWanted)
    showWanted()
  }, [map, cluster, places, categories, markers, checked])

  return null
}
