// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testMap } from './test-map'
import { TILES_PER_TASK, TileLayerInBatches } from './tile-layer-in-batches'

/** A map of 600 × 400 px with the layer on it. */
function mapWithTiles() {
  const { map, container } = testMap(600, 400, 13)
  const layer = new TileLayerInBatches('https://tiles.test/{z}/{x}/{y}.png', { maxZoom: 19 }).addTo(map)
  const tiles = () => [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')]
  const started = () => tiles().filter((tile) => tile.getAttribute('src'))
  return { map, layer, tiles, started }
}

describe('tiles started a few per task', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it('are all in place at once, their downloads started eight per task, each with its own address', () => {
    const { tiles, started } = mapWithTiles()
    const count = tiles().length
    expect(count, 'more tiles than one batch').toBeGreaterThan(TILES_PER_TASK)
    expect(started(), 'none started in the task that made them').toEqual([])
    vi.advanceTimersToNextTimer()
    expect(started()).toHaveLength(TILES_PER_TASK)
    vi.runAllTimers()
    expect(started()).toHaveLength(count)
    const sources = started().map((tile) => tile.getAttribute('src'))
    expect(new Set(sources).size).toBe(count)
    expect(sources.every((source) => /^https:\/\/tiles\.test\/13\/\d+\/\d+\.png$/.test(source!))).toBe(true)
    expect(
      tiles().every((tile) => tile.alt === ''),
      'decorative',
    ).toBe(true)
  })

  it('skip a tile that left the map before its turn, and start nothing once the layer is removed', () => {
    const { map, layer, tiles } = mapWithTiles()
    const [gone] = tiles()
    gone!.remove()
    vi.runAllTimers()
    expect(gone!.getAttribute('src')).toBeNull()

    layer.redraw()
    const waiting = tiles()
    map.removeLayer(layer)
    vi.runAllTimers()
    // Leaflet gives a removed tile its blank image (which cancels a download); no tile's own address.
    expect(waiting.some((tile) => tile.getAttribute('src')?.startsWith('https://tiles.test/'))).toBe(false)
  })

  it('tell Leaflet when a tile loads or fails, as its own tiles do', () => {
    const { layer, tiles } = mapWithTiles()
    const loaded = vi.fn()
    const failed = vi.fn()
    layer.on({ tileload: loaded, tileerror: failed })
    vi.runAllTimers()
    const [first, second] = tiles()
    first!.dispatchEvent(new Event('load'))
    second!.dispatchEvent(new Event('error'))
    expect(loaded).toHaveBeenCalledWith(expect.objectContaining({ tile: first }))
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ tile: second }))
  })
})
