'use client'

import type L from 'leaflet'
import { useLayoutEffect, useRef } from 'react'
import { useMap } from 'react-leaflet'
import { inOwnTask } from '@/lib/own-task'
import { type Checked, isVisible } from '../filters'
import { PERF, markStart, measureSince } from '../perf'
import type { MapCategory, MapPlace } from '../types'
import { loadDescriptions } from './descriptions'
import { clusterNowDrawLater, createPlaceMarker, type PlaceMarker } from './leaflet-markers'

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
    // The markers to add and remove for the filters as they are; a marker is made on first need.
    const difference = () => {
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
      for (const marker of remove) shown.current.delete(marker)
      for (const marker of add) shown.current.add(marker)
      return { add, remove, visible }
    }
    // Exposed for tests and the benchmark: how many places the filters show, and that markers are in.
    const markReady = (visible: number) => {
      const container = map.getContainer()
      container.setAttribute('data-visible-count', String(visible))
      container.setAttribute('data-markers', 'ready')
    }

    // A filter change: the markers change in the same frame as the box, each difference in one batch,
    // so that the cluster group re-clusters once.
    if (!first.current) {
      const { add, remove, visible } = difference()
      if (remove.length > 0) cluster.removeLayers(remove)
      if (add.length > 0) cluster.addLayers(add)
      markReady(visible)
      measureSince(PERF.toggle)
      return
    }

    // The first markers: clustered in a task after the one that committed the cluster group with the
    // map's controls, then drawn in one more (see clusterNowDrawLater).
    return inOwnTask(() => {
      markStart(PERF.firstRender)
      const { add, visible } = difference()
      const draw = clusterNowDrawLater(cluster, add)
      first.current = false
      inOwnTask(() => {
        draw()
        // A filter change in between has marked its own count: this one would be older.
        if (!map.getContainer().hasAttribute('data-markers')) markReady(visible)
        measureSince(PERF.firstRender)
        measureSince(PERF.mount)
        // Once the map is drawn and the browser idle, fetch the popups' descriptions, so popups open full.
        prefetchDescriptions()
      })
    })
  }, [map, cluster, places, categories, markers, checked])

  return null
}
