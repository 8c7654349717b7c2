/**
 * Performance API marks around the map's expensive moments, read by bench/map-browser.ts (budget:
 * 100 ms each at 2,000 places):
 *   - firstRender: the markers' first render (made, clustered, drawn);
 *   - toggle: a filter change, from the checkbox to the markers re-clustered;
 *   - mount (for information): from the map component's first render (Leaflet map and tiles created)
 *     to its markers drawn.
 * `measureSince` never throws: a missing start mark only skips the figure.
 */
export const PERF = {
  firstRender: 'map:first-render',
  toggle: 'map:toggle',
  mount: 'map:mount',
} as const

export const markStart = (name: string) => {
  if (typeof performance !== 'undefined') performance.mark(`${name}:start`)
}

export function measureSince(name: string) {
  if (
    typeof performance === 'undefined' ||
    performance.getEntriesByName(`${name}:start`, 'mark').length === 0
  )
    return
  performance.measure(name, `${name}:start`)
  performance.clearMarks(`${name}:start`)
}
