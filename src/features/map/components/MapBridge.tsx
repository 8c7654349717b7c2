'use client'

import type L from 'leaflet'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import type { View } from '../view'
import { ensurePopup, type PlaceMarker } from './leaflet-markers'

/** What the page (focus buttons, place list) can ask of the map. */
export type MapController = {
  setView: (view: View) => void
  /** Pans to a place, opens its popup and moves focus there; Escape or closing gives focus back to `opener`. */
  openPlace: (id: number, opener?: HTMLElement | null) => void
}

type Props = {
  cluster: L.MarkerClusterGroup | null
  markers: Map<number, PlaceMarker>
  onReady: (controller: MapController | null) => void
}

const isMarkerIcon = (element: Element | null) => Boolean(element?.classList.contains('leaflet-marker-icon'))

/**
 * The map's side of the page: the controller for the buttons and the list, the current view kept in
 * data attributes (data-center, data-zoom), and the keyboard path through popups (focus in, Escape
 * out, focus back where it came from). Leaflet's own Escape only works while the map itself has focus.
 */
export function MapBridge({ cluster, markers, onReady }: Props) {
  const map = useMap()

  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', 'Carte des lieux (flèches : déplacer, + et − : zoomer)')
    let opener: HTMLElement | null = null
    let focusPopup = false

    const report = () => {
      const center = map.getCenter()
      container.setAttribute('data-center', `${center.lat.toFixed(5)},${center.lng.toFixed(5)}`)
      container.setAttribute('data-zoom', String(map.getZoom()))
    }
    const onPopupOpen = (event: L.PopupEvent) => {
      const element = event.popup.getElement()
      element
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', 'Fermer la fiche du lieu')
      // Opened from a marker by keyboard: that marker is where focus returns.
      if (!opener && isMarkerIcon(document.activeElement)) {
        opener = document.activeElement as HTMLElement
        focusPopup = true
      }
      if (focusPopup) element?.querySelector<HTMLElement>('.place-popup')?.focus({ preventScroll: true })
    }
    const onPopupClose = (event: L.PopupEvent) => {
      const element = event.popup.getElement()
      const active = document.activeElement
      const focusWasInside = !active || active === document.body || Boolean(element?.contains(active))
      if (opener?.isConnected && focusWasInside) opener.focus({ preventScroll: true })
      opener = null
      focusPopup = false
    }
    // A marker's first click or Enter binds its popup and opens it; Leaflet handles the next ones.
    const onMarkerEvent = (
      event: L.LeafletEvent & { layer?: PlaceMarker; originalEvent?: KeyboardEvent },
    ) => {
      const marker = event.layer
      if (!marker?.place || marker.getPopup()) return
      if (event.type === 'keypress' && event.originalEvent?.key !== 'Enter') return
      ensurePopup(marker).openPopup()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(map as unknown as { _popup?: L.Popup })._popup?.isOpen()) return
      event.preventDefault()
      event.stopPropagation()
      map.closePopup()
    }

    report()
    map.on('moveend', report)
    map.on('popupopen', onPopupOpen)
    map.on('popupclose', onPopupClose)
    cluster?.on('click keypress', onMarkerEvent)
    container.addEventListener('keydown', onKeyDown)

    const controller: MapController = {
      setView: ({ lat, lng, zoom }) => map.setView([lat, lng], zoom),
      openPlace: (id, from) => {
        const marker = markers.get(id)
        if (!marker || !cluster?.hasLayer(marker)) return
        map.closePopup()
        opener = from ?? null
        focusPopup = true
        ensurePopup(marker)
        cluster.zoomToShowLayer(marker, () => {
          map.once('moveend', () => marker.openPopup())
          map.panTo(marker.getLatLng())
        })
      },
    }
    onReady(controller)
    return () => {
      onReady(null)
      map.off('moveend', report)
      map.off('popupopen', onPopupOpen)
      map.off('popupclose', onPopupClose)
      cluster?.off('click keypress', onMarkerEvent)
      container.removeEventListener('keydown', onKeyDown)
    }
  }, [map, cluster, markers, onReady])

  return null
}
