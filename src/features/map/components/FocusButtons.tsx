'use client'

import type { MouseEvent } from 'react'
import type { FocusTarget, View } from '../view'

type Props = { targets: FocusTarget[]; onFocus: (view: View) => void }

/**
 * Buttons that recentre the map on given coordinates and zoom. Each carries its view in data attributes
 * (data-lat, data-lng, data-zoom), as the original markup did.
 */
export function FocusButtons({ targets, onFocus }: Props) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const { lat, lng, zoom } = event.currentTarget.dataset
    onFocus({ lat: Number(lat), lng: Number(lng), zoom: Number(zoom) })
  }
  return (
    <div className="map-focus" role="group" aria-labelledby="map-focus-label">
      <span id="map-focus-label" className="map-focus__label">
        Recentrer la carte :
      </span>
      {targets.map((target) => (
        <button
          key={target.label}
          type="button"
          className="btn btn--small map-focus__button"
          data-lat={target.lat}
          data-lng={target.lng}
          data-zoom={target.zoom}
          onClick={onClick}
        >
          {target.label}
        </button>
      ))}
    </div>
  )
}
