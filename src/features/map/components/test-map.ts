import L from 'leaflet'

/**
 * For unit tests: a Leaflet map over the town, on a container of `width` × `height` px added to the
 * page. The test DOM lays nothing out, so the container's size is given; animations are off, so that
 * every change is done when the call returns.
 */
export function testMap(width: number, height: number, zoom: number) {
  const container = document.createElement('div')
  Object.defineProperty(container, 'clientWidth', { value: width })
  Object.defineProperty(container, 'clientHeight', { value: height })
  document.body.append(container)
  const map = L.map(container, {
    zoomAnimation: false,
    fadeAnimation: false,
    minZoom: 10,
    maxZoom: 18,
  }).setView([51.08, 2.52], zoom)
  return { map, container }
}
