import { expect, it, vi } from 'vitest'
import { loadPlacesMap } from './load-places-map'

const steps = vi.hoisted(() => [] as string[])
vi.mock('@/lib/own-task', () => ({
  nextTask: () => {
    steps.push('next task')
    return Promise.resolve()
  },
}))
vi.mock('leaflet', () => (steps.push('leaflet'), { default: {} }))
vi.mock('react-leaflet-cluster', () => (steps.push('clustering'), { default: () => null }))
vi.mock('./PlacesMap', () => (steps.push('map'), { default: () => null }))

it('runs Leaflet, its clustering plugin and the map each in a task of its own, in that order', async () => {
  const loaded = await loadPlacesMap()
  expect(typeof loaded.default).toBe('function')
  expect(steps).toEqual(['leaflet', 'next task', 'clustering', 'next task', 'map'])
})
