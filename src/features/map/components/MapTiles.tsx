'use client'

import { useLayoutEffect, useState } from 'react'
import { useMap } from 'react-leaflet'
import { tileOptions } from '../tiles'
import { TileLayerInBatches } from './tile-layer-in-batches'

/**
 * The tile layer, and a notice when its tiles fail (offline, provider down, bad token): the places, their
 * popups, the filters and the list work without a background, and the visitor is told so. A layout
 * effect: the layer is on the map in the same task as the map's tiles step (see PlacesMap).
 */
export function MapTiles({ token }: { token: string | null }) {
  const map = useMap()
  const [failed, setFailed] = useState(false)

  useLayoutEffect(() => {
    const { url, ...options } = tileOptions(token)
    const layer = new TileLayerInBatches(url, options)
    let errors = 0
    layer.on({
      loading: () => {
        errors = 0
      },
      tileerror: () => {
        errors++
      },
      // 'load' comes once every visible tile has settled, loaded or failed.
      load: () => setFailed(errors > 0),
    })
    layer.addTo(map)
    return () => {
      layer.remove()
    }
  }, [map, token])

  return (
    <p className="places-map__notice" role="status" hidden={!failed}>
      Le fond de carte ne s’affiche pas pour le moment : les lieux, leurs fiches et la liste restent
      disponibles.
    </p>
  )
}
