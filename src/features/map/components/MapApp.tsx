'use client'

import { useCallback, useMemo, useRef, useState } from 'react'
import { initialChecked, toggleAll, toggleGroup, toggleLayer } from '../filters'
import { PERF, markStart } from '../perf'
import { placesByLayer, placesInGroups, toMapGroups } from '../shape'
import type { CityPosition, MapCategory, MapGroup, MapPlace } from '../types'
import { focusTargets, type View } from '../view'
import { FocusButtons } from './FocusButtons'
import type { MapController } from './MapBridge'
import { PanelModal } from '@/features/panel-modal/components/PanelModal'
import { MapFilters } from './MapFilters'
import { PlaceList } from './PlaceList'
import { PlacesMapLoader } from './PlacesMapLoader'
import { isDesktopNow, useOnDesktop } from '@/features/panel-modal/useIsDesktop'
import { usePinnedPoint, usePreselectedSlug } from './useAddressParams'
import './map-page.css'
import './map-controls.css'
import './places-map.css'
import './place-popup.css'
import './place-list.css'

type Props = { categories: MapCategory[]; places: MapPlace[]; city: CityPosition; tileToken: string | null }
type Modal = 'filters' | 'places' | null

/**
 * The map page's client app: the filter state, shared by the checkboxes, the markers and the list; the
 * layout (panels beside the map on wide screens, in modals on phones); the map loaded in the browser.
 * The same markup on every screen: on phones the CSS hides the panels beside the map and the modals
 * (empty while closed) hold a copy of them. Taking the panels out on phones cost a second render right
 * after hydration (about 13 ms), in one task with hydration's effects that took 21 to 33 ms on a fast
 * machine at a phone's size.
 */
export function MapApp({ categories, places: allPlaces, city, tileToken }: Props) {
  const groups = useMemo(() => toMapGroups(categories, allPlaces), [categories, allPlaces])
  const places = useMemo(() => placesInGroups(groups, allPlaces), [groups, allPlaces])
  const categoryById = useMemo(
    () => new Map(categories.map((category) => [category.id, category])),
    [categories],
  )
  const byLayer = useMemo(() => placesByLayer(places), [places])
  const targets = useMemo(() => focusTargets(city, groups, places), [city, groups, places])

  const slug = usePreselectedSlug()
  const pinned = usePinnedPoint()
  const [chosen, setChosen] = useState<Set<string> | null>(null)
  const checked = useMemo(() => chosen ?? initialChecked(groups, slug), [chosen, groups, slug])
  const visibleCount = groups
    .flatMap((group) => group.layers)
    .reduce((sum, layer) => sum + (checked.has(layer.id) ? layer.count : 0), 0)

  const map = useRef<MapController | null>(null)
  const onReady = useCallback((controller: MapController | null) => (map.current = controller), [])
  const [modal, setModal] = useState<Modal>(null)
  useOnDesktop(useCallback(() => setModal(null), []))
  const filtersOpener = useRef<HTMLButtonElement>(null)
  const placesOpener = useRef<HTMLButtonElement>(null)

  // The benchmark's toggle figure runs from here to the markers being re-clustered (PlaceMarkers).
  const change = (next: Set<string>) => {
    markStart(PERF.toggle)
    setChosen(next)
  }
  const filters = (headingId: string) => (
    <MapFilters
      groups={groups}
      checked={checked}
      headingId={headingId}
      onToggleAll={() => change(toggleAll(groups, checked))}
      onToggleGroup={(group: MapGroup) => change(toggleGroup(checked, group))}
      onToggleLayer={(id: string) => change(toggleLayer(checked, id))}
    />
  )
  const choose = (id: number, button: HTMLElement) => {
    const opener = isDesktopNow() ? button : placesOpener.current
    setModal(null)
    const container = document.getElementById('carte-des-lieux')
    const box = container?.getBoundingClientRect()
    if (box && (box.top < 0 || box.bottom > window.innerHeight))
      container?.scrollIntoView({ block: 'center' })
    // After the modal has closed (its focus handling done), so that focus lands in the popup.
    requestAnimationFrame(() => map.current?.openPlace(id, opener))
  }
  const list = (headingId: string) => (
    <PlaceList
      groups={groups}
      byLayer={byLayer}
      checked={checked}
      visibleCount={visibleCount}
      headingId={headingId}
      onChoose={choose}
    />
  )

  return (
    <div className="map-page">
      <div className="map-openers">
        <button
          ref={filtersOpener}
          type="button"
          className="btn"
          aria-haspopup="dialog"
          onClick={() => setModal('filters')}
        >
          Filtres de la carte
        </button>
        <button
          ref={placesOpener}
          type="button"
          className="btn"
          aria-haspopup="dialog"
          onClick={() => setModal('places')}
        >
          Lieux ({visibleCount})
        </button>
      </div>
      {pinned && (
        <p className="map-pinned">
          Emplacement indiqué sur la carte : <strong>{pinned.title}</strong>
        </p>
      )}
      <div className="map-layout">
        <div className="map-panel map-panel--filters">{filters('filtres-carte-titre')}</div>
        <FocusButtons targets={targets} onFocus={(view: View) => map.current?.setView(view)} />
        <div className="places-map map-controls">
          <PlacesMapLoader
            city={city}
            tileToken={tileToken}
            places={places}
            categories={categoryById}
            checked={checked}
            pinned={pinned}
            onReady={onReady}
          />
          <noscript>
            <p className="places-map__noscript">
              La carte interactive a besoin de JavaScript ; la liste des lieux reste disponible.
            </p>
          </noscript>
        </div>
        <div className="map-panel map-panel--list">{list('lieux-titre')}</div>
      </div>
      <PanelModal
        open={modal === 'filters'}
        labelledBy="filtres-carte-modale-titre"
        opener={filtersOpener}
        onClose={() => setModal(null)}
      >
        {filters('filtres-carte-modale-titre')}
      </PanelModal>
      <PanelModal
        open={modal === 'places'}
        labelledBy="lieux-modale-titre"
        opener={placesOpener}
        onClose={() => setModal(null)}
      >
        {list('lieux-modale-titre')}
      </PanelModal>
    </div>
  )
}
