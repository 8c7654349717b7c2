import { nextTask } from '@/lib/own-task'

/**
 * Leaflet, then its clustering plugin, then the map's own code: running each module's code is a task of
 * its own. Run by one `import()`, the three were one long task (Leaflet alone defines some hundred
 * classes) that kept a visitor's first tap waiting.
 */
export async function loadPlacesMap() {
  await import('leaflet')
  await nextTask()
  await import('react-leaflet-cluster')
  await nextTask()
  return import('./PlacesMap')
}
