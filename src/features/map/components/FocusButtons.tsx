'use client'

import { useEffect, useRef, useState, type MouseEvent } from 'react'
import type { FocusTarget, View } from '../view'

type Props = { targets: FocusTarget[]; onFocus: (view: View) => void }
type Hidden = { start: boolean; end: boolean }

/** Which ends of a row that scrolls sideways hide buttons (a pixel of slack for rounding). */
function hiddenEnds(track: HTMLElement): Hidden {
  const { scrollLeft, scrollWidth, clientWidth } = track
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 }
}

/**
 * Buttons that recentre the map on given coordinates and zoom. Each carries its view in data attributes
 * (data-lat, data-lng, data-zoom), as the original markup did. On phones the row scrolls sideways: an end
 * that hides buttons fades out (is-more-start, is-more-end), and a button reached with Tab scrolls clear
 * of the fade.
 */
export function FocusButtons({ targets, onFocus }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false })

  useEffect(() => {
    const element = track.current
    if (!element) return
    const update = () =>
      setHidden((previous) => {
        const next = hiddenEnds(element)
        return next.start === previous.start && next.end === previous.end ? previous : next
      })
    element.addEventListener('scroll', update, { passive: true })
    // Its first report, after the browser's own layout, gives the first state: measuring here, during
    // hydration, forced a layout of the whole page (its place list included) inside React's task.
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [targets])

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const { lat, lng, zoom } = event.currentTarget.dataset
    onFocus({ lat: Number(lat), lng: Number(lng), zoom: Number(zoom) })
  }
  const className = ['map-focus', hidden.start && 'is-more-start', hidden.end && 'is-more-end']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className} role="group" aria-labelledby="map-focus-label">
      <div
        ref={track}
        className="map-focus__track"
        // Clear of the fade (the track's scroll-padding); the page itself moves only if the row is off screen.
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
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
    </div>
  )
}
