/**
 * `npm run bench:map`: the map page in Chromium with the large data set (2,000 places). Reads the
 * Performance API measures the map's client code records (src/features/map/perf.ts):
 *   - first render: the markers' first render (made, clustered and drawn on the map), and for
 *     information the whole mount, from the map component's first render (Leaflet map, tiles) to it;
 *   - category toggle: from the checkbox's change to the markers re-clustered (median of several),
 *     plus, for information, the time to the next frame the browser draws after the click.
 * Budget: 100 ms each. Also the page's first-load JS (gzip), counted as bench/size.ts does (budget: 98 KB
 * above the framework floor, ADR 0006), and for information every script the browser actually loaded, the lazy Leaflet chunk included.
 * Exits 0 when every budget is met, 1 when one is missed, 2 when the run failed.
 * Options: BENCH_URL (a running server; otherwise bench/support/server.ts starts one on 3300 with the
 * large data set), BENCH_LOADS (page loads, default 5), BENCH_TOGGLES (default 7); --rebuild, --reseed.
 */
import { type Browser, chromium, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { measureFirstLoad } from './support/first-load'
import { frameworkFloor } from './support/floor'
import { RESULTS_DIR, startBenchServer, wantsRebuild } from './support/server'
import { formatTable } from './support/stats'
import { sizeTargets } from './targets'
import { runBench } from './support/run'

const BUDGET_MS = 100
const LARGE_PLACES = 2000
const LOADS = Number(process.env.BENCH_LOADS || 5)
const KB = 1024
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** A first visit of /carte, tiles answered with a tiny PNG; resolves once the markers are drawn. */
async function openMap(browser: Browser, baseUrl: string, scripts: Set<string>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.route(
    (url) => url.hostname.endsWith('tile.openstreetmap.org') || url.hostname === 'api.mapbox.com',
    (route) => route.fulfill({ contentType: 'image/png', body: PNG }),
  )
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url())
  })
  await page.goto(`${baseUrl}/carte`)
  await page.waitForSelector('#carte-des-lieux[data-markers="ready"]', { timeout: 60_000 })
  return page
}

const measures = (page: Page, name: string) =>
  page.evaluate(
    (entry) => performance.getEntriesByName(entry, 'measure').map((measure) => measure.duration),
    name,
  )

/** Clicks a box inside the page and resolves at the next frame after it, and the Performance API figure. */
async function toggle(page: Page, selector: string): Promise<{ measured: number; frame: number }> {
  const before = (await measures(page, 'map:toggle')).length
  const frame = await page.evaluate(
    (target) =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        document.querySelector<HTMLInputElement>(target)!.click()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      }),
    selector,
  )
  await page.waitForFunction(
    (count) => performance.getEntriesByName('map:toggle', 'measure').length > count,
    before,
  )
  const all = await measures(page, 'map:toggle')
  return { measured: all[all.length - 1]!, frame }
}

async function main(): Promise<number> {
  const server = await startBenchServer({ largeData: true, rebuild: wantsRebuild() })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    // Several first visits (a fresh context each: empty cache), figures as medians: the machine is shared.
    const loads: Array<{ firstRender: number; mount: number; ready: number }> = []
    const scripts = new Set<string>()
    let page!: Page
    let places = 0
    for (let i = 0; i < LOADS; i++) {
      if (page) await page.context().close()
      page = await openMap(browser, server.baseUrl, scripts)
      places = await page.evaluate(() =>
        Number(document.querySelector('.place-list')?.getAttribute('data-visible-count')),
      )
      loads.push({
        firstRender: (await measures(page, 'map:first-render'))[0] ?? NaN,
        mount: (await measures(page, 'map:mount'))[0] ?? NaN,
        ready: await page.evaluate(() => performance.now()),
      })
    }
    const firstRender = median(loads.map((load) => load.firstRender))
    const mount = median(loads.map((load) => load.mount))
    const ready = median(loads.map((load) => load.ready))

    // The largest group's check-all box: the toggle that moves the most markers.
    // A string, not a function: tsx would wrap the inner arrow in a helper the page does not have.
    const group = await page.evaluate<{ slug: string; count: number } | null>(`(() => {
      const count = (box) => Number(box.parentElement?.textContent?.match(/\\((\\d+)\\)\\s*$/)?.[1] ?? 0)
      const boxes = [...document.querySelectorAll('.map-panel--filters input[data-category]')]
      const largest = boxes.sort((a, b) => count(b) - count(a))[0]
      return largest ? { slug: largest.dataset.category, count: count(largest) } : null
    })()`)
    if (!group) throw new Error('no category box on /carte')
    const runs: Array<{ measured: number; frame: number }> = []
    for (let i = 0; i < Number(process.env.BENCH_TOGGLES || 7); i++)
      runs.push(await toggle(page, `input[data-category="${group.slug}"]`))
    const toggleMs = median(runs.map((run) => run.measured))
    const frameMs = median(runs.map((run) => run.frame))
    const floor = await frameworkFloor()
    const firstLoad = await measureFirstLoad(server.baseUrl, '/carte')
    if (firstLoad.status !== 'measured') throw new Error(`/carte: ${firstLoad.error ?? firstLoad.status}`)
    const jsKb = firstLoad.totalKb - firstLoad.cssCopyKb
    // Our own first-load JS, above the framework floor, with the map page's allowance (ADR 0006).
    const oursKb = jsKb - floor.totalKb
    const budgetKb = sizeTargets.find((target) => target.name === 'map')!.maxAppKb
    // Every script file the browser loaded (the lazy map chunk included), refetched here to gzip it alike.
    let loadedJs = 0
    for (const url of scripts) loadedJs += gz(Buffer.from(await (await fetch(url)).arrayBuffer()))

    const ms = (value: number) => value.toFixed(1)
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
    console.log(`\n[bench] ${server.label}; /carte with ${places} places, Chromium 1366 × 900`)
    console.log(
      `\n${formatTable(
        ['measure', 'value', 'budget', ''],
        [
          [
            `first render of the markers (made, clustered, drawn), median of ${loads.length}`,
            `${ms(firstRender)} ms`,
            `<= ${BUDGET_MS} ms`,
            verdict(firstRender <= BUDGET_MS),
          ],
          ['  worst first render', `${ms(Math.max(...loads.map((load) => load.firstRender)))} ms`, '-', ''],
          ['  map mount to markers drawn (Leaflet map and tiles included)', `${ms(mount)} ms`, '-', ''],
          [
            `category toggle (${group.count} places), median of ${runs.length}`,
            `${ms(toggleMs)} ms`,
            `<= ${BUDGET_MS} ms`,
            verdict(toggleMs <= BUDGET_MS),
          ],
          ['  worst toggle', `${ms(Math.max(...runs.map((run) => run.measured)))} ms`, '-', ''],
          ['  click to next frame (median)', `${ms(frameMs)} ms`, '-', ''],
          ['navigation to markers ready', `${ms(ready)} ms`, '-', ''],
          ['first-load JS, gzip (as bench:size)', `${jsKb.toFixed(1)} KB`, '-', ''],
          [
            `  ours, above the framework floor of ${floor.totalKb.toFixed(1)} KB`,
            `${oursKb.toFixed(1)} KB`,
            `<= ${budgetKb} KB`,
            verdict(oursKb <= budgetKb),
          ],
          ['script files loaded incl. map chunk, gzip', `${(loadedJs / KB).toFixed(1)} KB`, '-', ''],
        ],
      )}\n`,
    )
    const misses = [
      firstRender > BUDGET_MS && 'first render',
      toggleMs > BUDGET_MS && 'toggle',
      oursKb > budgetKb && 'first-load JS',
    ].filter(Boolean)
    if (!(places >= LARGE_PLACES))
      console.warn(
        `[bench] only ${places} places on the page: run scripts/seed-large.ts for the 2,000-place figures.`,
      )
    fs.mkdirSync(RESULTS_DIR, { recursive: true })
    const result = {
      date: new Date().toISOString(),
      server: server.label,
      places,
      firstRenderMs: firstRender,
      mountMs: mount,
      loads,
      toggleMs,
      toggleRuns: runs,
      readyMs: ready,
      firstLoadJsKb: jsKb,
      floorKb: floor.totalKb,
      allJsKb: loadedJs / KB,
    }
    fs.writeFileSync(path.join(RESULTS_DIR, 'map.json'), `${JSON.stringify(result, null, 2)}\n`)
    if (misses.length) {
      console.error(`Budgets missed: ${misses.join(', ')}`)
      return 1
    }
    console.log('All map budgets met.')
    return 0
  } finally {
    await browser.close()
    await server.stop()
  }
}

runBench(main)
