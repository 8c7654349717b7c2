import L from 'leaflet'

/** Tiles whose download starts in one task. */
export const TILES_PER_TASK = 8

/**
 * A tile layer that starts its tiles' downloads a few at a time, each batch in a task of its own. On a
 * phone the first view holds 20 to 30 tiles (sharp tiles are half the size, so four times as many), and
 * starting each image's download is most of what the tiles' task costs: measured at a phone's size,
 * that task fell from 22 to 8 ms (median of twelve loads), each batch of eight then taking 2 to 8 ms.
 * A tile waits for its turn as an img without a source; one that has left the map by then (a zoom, a
 * pan) is skipped. Otherwise it is Leaflet's own tile: the same events, so its load and error
 * accounting (MapTiles' notice) is unchanged.
 */
export class TileLayerInBatches extends L.TileLayer {
  private waiting: { tile: HTMLImageElement; url: string }[] = []
  private timer: ReturnType<typeof setTimeout> | undefined

  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const tile = document.createElement('img')
    L.DomEvent.on(tile, 'load', () => done(undefined, tile))
    L.DomEvent.on(tile, 'error', (event) => done(new Error(`tile ${tile.src}: ${event.type}`), tile))
    // Decorative: screen readers skip them.
    tile.alt = ''
    this.waiting.push({ tile, url: this.getTileUrl(coords) })
    this.timer ??= setTimeout(this.startSome, 0)
    return tile
  }

  override onRemove(map: L.Map): this {
    clearTimeout(this.timer)
    this.timer = undefined
    this.waiting = []
    return super.onRemove(map)
  }

  private startSome = () => {
    this.timer = undefined
    for (const { tile, url } of this.waiting.splice(0, TILES_PER_TASK)) if (tile.isConnected) tile.src = url
    if (this.waiting.length > 0) this.timer = setTimeout(this.startSome, 0)
  }
}
