import L from 'leaflet'
import { iconOptions, markerCategory, type IconOptions } from '../icons'
import type { MapCategory, MapPlace } from '../types'
import { loadDescriptions, loadedDescriptions } from './descriptions'
import { popupContent } from './popup'

const icons = new Map<string, L.Icon | L.DivIcon>()

/** Leaflet icons are shared by every marker of a category (each marker still gets its own element). */
export function leafletIcon(options: IconOptions): L.Icon | L.DivIcon {
  let icon = icons.get(options.key)
  if (!icon) {
    const { iconSize, iconAnchor, popupAnchor, className } = options
    icon =
      options.kind === 'image'
        ? L.icon({ iconUrl: options.iconUrl, iconSize, iconAnchor, popupAnchor, className })
        : L.divIcon({ html: options.html, iconSize, iconAnchor, popupAnchor, className })
    icons.set(options.key, icon)
  }
  return icon
}

export type PlaceMarker = L.Marker & { place: MapPlace; categoryTitle?: string }

/**
 * One Leaflet marker per place, keyboard-focusable (Leaflet gives it role=button). Its popup is bound
 * only when first wanted (ensurePopup): binding 2,000 popups up front costs more than the markers.
 */
export function createPlaceMarker(place: MapPlace, categories: Map<number, MapCategory>): PlaceMarker {
  const main = categories.get(place.category)
  const sub = place.subcategory !== undefined ? categories.get(place.subcategory) : undefined
  const name = place.number !== undefined ? `Étape ${place.number} : ${place.title}` : place.title
  const marker = L.marker([place.lat, place.lng], {
    icon: leafletIcon(iconOptions(markerCategory(main, sub), place.number)),
    title: name,
    alt: name,
    keyboard: true,
    riseOnHover: true,
  }) as PlaceMarker
  marker.place = place
  marker.categoryTitle = (sub ?? main)?.title
  return marker
}

/**
 * Binds the marker's popup the first time; from then on Leaflet opens it on click and on Enter. The
 * content is made once and kept: Leaflet calls a content function again on every update(), and a late
 * description calls update() (which re-inserts the content: focus is put back).
 */
export function ensurePopup(marker: PlaceMarker): PlaceMarker {
  if (!marker.getPopup()) {
    let content: HTMLElement | null = null
    const refit = () => {
      const focused = Boolean(content?.contains(document.activeElement))
      marker.getPopup()?.update()
      if (focused) content?.focus({ preventScroll: true })
    }
    const make = () =>
      popupContent(marker.place, marker.categoryTitle, loadedDescriptions() ?? loadDescriptions(), refit)
    marker.bindPopup(() => (content ??= make()), {
      maxWidth: 280,
      autoPanPadding: [24, 24],
    })
  }
  return marker
}

/**
 * Cluster bubbles carry their count in a data attribute (tests add them up) and a readable name; 44 px
 * across, a tap target of its own (their colours: places-map.css).
 */
export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount()
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large'
  return L.divIcon({
    html: `<div data-count="${count}"><span>${count}<span class="visually-hidden"> lieux, zoomer</span></span></div>`,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: L.point(44, 44),
  })
}

/** The cluster group's own steps, which its `addLayers` runs one after the other in one call. */
type ClusterSteps = L.MarkerClusterGroup & {
  _map: L.Map | null
  _maxZoom: number
  _zoom: number
  _currentShownBounds: L.LatLngBounds
  _addLayer(marker: L.Marker, zoom: number): void
  _refreshClustersIcons(): void
  _topClusterLevel: {
    _recalculateBounds(): void
    _recursivelyAddChildrenToMap(startPos: null, zoom: number, bounds: L.LatLngBounds): void
  }
}

/**
 * Adds a first batch of markers to a cluster group on the map the way its `addLayers` does, in two
 * steps: it clusters them now and returns what draws them (the bubbles and single markers in view), to
 * be run in a task of its own. At a phone's size the first markers took one task of about 20 ms
 * (median of twelve loads); split so, the longer step takes 13 to 14 ms. Drawing is safe to run late
 * or twice: it adds only what is not on the map yet, and nothing once the group has left the map. For
 * a first batch only: `addLayers` also takes off the map a single marker that a new one joins into a
 * bubble, and before the first batch none is drawn. Written against leaflet.markercluster 1.5's own
 * steps (leaflet-markers.test.ts checks them).
 */
export function clusterNowDrawLater(cluster: L.MarkerClusterGroup, markers: L.Marker[]): () => void {
  const group = cluster as ClusterSteps
  if (!group._map) {
    // Off the map the group only queues them; it clusters and draws them when it is added.
    cluster.addLayers(markers)
    return () => {}
  }
  for (const marker of markers) {
    if (group.hasLayer(marker)) continue
    group._addLayer(marker, group._maxZoom)
    group.fire('layeradd', { layer: marker })
  }
  return () => {
    if (!group._map) return
    group._topClusterLevel._recalculateBounds()
    group._refreshClustersIcons()
    group._topClusterLevel._recursivelyAddChildrenToMap(null, group._zoom, group._currentShownBounds)
  }
}
