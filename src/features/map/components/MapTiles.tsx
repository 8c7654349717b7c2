'use client'

import { useMemo, useRef, useState } from 'react'
import { TileLayer } from 'react-leaflet'
import { tileOptions } from '../tiles'

/**
 * The tile layer, and a notice when its tiles fail (offline, provider down, bad token): the places, their
 * popups, the filters and the list work without a background, and the visitor is told so.
 */
export function MapTiles({ token }: { token: string | null }) {
  const { url, ...options } = tileOptions(token)
  const [failed, setFailed] = useState(false)
  const errors = useRef(0)
  const handlers = useMemo(
    () => ({
      loading: () => {
        errors.current = 0
      },
      tileerror: () => {
        errors.current++
      },
      // 'load' comes once every visible tile has settled, loaded or failed.
      load: () => setFailed(errors.current > 0),
    }),
    [],
  )
  return (
    <>
      <TileLayer url={url} {...options} eventHandlers={handlers} />
      <p className="places-map__notice" role="status" hidden={!failed}>
        Le fond de carte ne s’affiche pas pour le moment : les lieux, leurs fiches et la liste restent
        disponibles.
      </p>
    </>
  )
}
