/**
 * `npm run bench:lighthouse`: Lighthouse 12 on each page type of the production build, in Debian's
 * Chromium, with Lighthouse's defaults (mobile, simulated throttling). Prints each page's four category
 * scores, its largest contentful paint and its total blocking time, and how slow the machine is to give
 * memory to new processes (support/fresh-memory.ts); exits 1 when a page misses the goal (every score
 * 100 and a largest contentful paint of at most 1.5 s), 2 when the run failed. Each page is measured
 * `--runs=N` times (1 by default). The run kept is the one Lighthouse's own tools keep (the nearest to
 * the median first contentful paint and time to interactive); the table also gives every run's
 * performance, to show how much the machine varies. Options: BENCH_URL, BENCH_DATABASE_URL, BENCH_PORT,
 * CHROMIUM_PATH; --rebuild, --reseed, --runs=N, --pages=home,map (some page types only), --online (the
 * map's tiles from OpenStreetMap itself, not bench/support/tile-stand-in.ts). Each page's full report
 * (median run) is written beside the figures, as bench/results/lighthouse-<page>.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { RESULTS_DIR, startBenchServer, wantsRebuild } from './support/server'
import { describeFreshMemory, measureFreshMemory } from './support/fresh-memory'
import { describeFloor, type EmptyApp, startEmptyApp } from './support/floor'
import { formatTable } from './support/stats'
import { runBench } from './support/run'
import { startTileStandIn, type TileStandIn } from './support/tile-stand-in'
import { newestArticlePath } from './targets'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const GOAL = { score: 100, lcpMs: 1500 }

/** The first event page linked from the agenda. */
async function firstEventPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/agenda`)).text()
  const found = /href="(\/agenda\/(?!resultats\b)[a-z0-9-]+)"/.exec(html)?.[1]
  if (!found) throw new Error('no event link on /agenda')
  return found
}

const PAGES: { name: string; path: string | ((baseUrl: string) => Promise<string>) }[] = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/articles' },
  { name: 'post', path: newestArticlePath },
  { name: 'agenda', path: '/agenda' },
  { name: 'event', path: firstEventPath },
  { name: 'map', path: '/carte' },
  { name: 'search', path: '/recherche?s=plage' },
  { name: 'page', path: '/contact' },
  { name: 'videos', path: '/videos' },
  { name: 'newsletter', path: '/newsletter' },
]

type Measure = {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  /** Read against the machine: see support/fresh-memory.ts. */
  tbtMs: number
  failing: string[]
  /** Lighthouse's whole report: the median run's is kept, to say what the LCP is made of. */
  report: LighthouseResult
}

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number]

type Result = { name: string; path: string; measure: Measure; performances: number[] }

/** Lighthouse's trace recording sometimes fails on a busy machine (NO_NAVSTART, NO_FCP): tried again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED'])
const ATTEMPTS = 3

async function measure(url: string, port: number, attempt = 1): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    if (attempt < ATTEMPTS && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
      console.warn(`[bench] ${url}: ${lhr.runtimeError.code}, trying again`)
      return measure(url, port, attempt + 1)
    }
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Measure['scores']
  // What costs points: the audits of a category below 100 that did not pass, to say where to look.
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}: ${ref.id}`),
  )
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
    report: lhr,
  }
}

/**
 * Asks once for the page and for the first uploaded image it shows, before Lighthouse does: the first
 * request to a route of a fresh server compiles it (about a second for the images' route), which no
 * visitor of a running site waits for.
 */
async function warmUp(baseUrl: string, pagePath: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
  const image = /\/api\/media\/file\/[^"' ,?]+/.exec(html)?.[0]
  if (image) await (await fetch(`${baseUrl}${image}`)).arrayBuffer()
}

const runsArgument = () => Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1)
/** `--pages=post,map`: only these page types (all when absent). */
const pagesArgument = () =>
  process.argv
    .find((arg) => arg.startsWith('--pages='))
    ?.slice(8)
    .split(',')
    .filter(Boolean)

async function main(): Promise<number> {
  const runs = Math.max(1, runsArgument())
  const server = await startBenchServer({ largeData: false, rebuild: wantsRebuild() })
  const freshMemory = measureFreshMemory()
  // Offline, the map's tiles fail and fill the console: a local stand-in answers their hosts (see there).
  const tiles: TileStandIn | null = process.argv.includes('--online') ? null : await startTileStandIn()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      ...(tiles?.chromeFlags ?? []),
    ],
  })
  const results: Result[] = []
  let floor: Result
  let emptyApp: EmptyApp | undefined
  try {
    // The empty page, measured like the others, says what this machine gives the framework alone.
    emptyApp = await startEmptyApp()
    const measurePage = async (name: string, baseUrl: string, pagePath: string): Promise<Result> => {
      await warmUp(baseUrl, pagePath)
      const measures: Measure[] = []
      for (let run = 0; run < runs; run++) measures.push(await measure(`${baseUrl}${pagePath}`, chrome.port))
      const medianReport = computeMedianRun(measures.map((m) => m.report))
      const median = measures.find((m) => m.report === medianReport)!
      fs.mkdirSync(RESULTS_DIR, { recursive: true })
      fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${name}.json`), JSON.stringify(median.report))
      return {
        name,
        path: pagePath,
        measure: median,
        performances: measures.map((m) => m.scores.performance),
      }
    }
    floor = await measurePage('floor', emptyApp.baseUrl, '/')
    const only = pagesArgument()
    for (const page of PAGES.filter((candidate) => !only || only.includes(candidate.name))) {
      const pagePath = typeof page.path === 'string' ? page.path : await page.path(server.baseUrl)
      results.push(await measurePage(page.name, server.baseUrl, pagePath))
    }
  } finally {
    chrome.kill()
    await tiles?.stop()
    await server.stop()
    emptyApp?.stop()
  }

  const misses: string[] = []
  const figures = (m: Measure, performances: number[]) => [
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(m.tbtMs)} ms`,
    performances.join(' '),
  ]
  const rows = results.map(({ name, path: pagePath, measure: m, performances }) => {
    const below = CATEGORIES.filter((id) => m.scores[id] < GOAL.score)
    const slow = !(m.lcpMs <= GOAL.lcpMs)
    if (below.length || slow)
      misses.push(
        `${name}: ${[...below.map((id) => `${id} ${m.scores[id]}`), ...(slow ? [`LCP ${(m.lcpMs / 1000).toFixed(2)} s`] : [])].join(', ')}${m.failing.length ? ` (${m.failing.join('; ')})` : ''}`,
      )
    return [
      name,
      pagePath,
      ...CATEGORIES.map((id) => String(m.scores[id])),
      ...figures(m, performances),
      below.length || slow ? 'MISSED' : 'ok',
    ]
  })
  // The empty page has no content to judge: its performance only, as the reference for the others'.
  const floorRow = [
    'floor',
    'empty Next.js page',
    String(floor.measure.scores.performance),
    '-',
    '-',
    '-',
    ...figures(floor.measure, floor.performances),
    '',
  ]
  const tileNote = tiles ? `map tiles from the local stand-in (${tiles.served()} served)` : 'map tiles online'
  console.log(
    `\n[bench] ${server.label}; Lighthouse mobile, simulated throttling, median of ${runs} run(s); ${tileNote}`,
  )
  console.log(`[bench] ${describeFreshMemory(freshMemory)}`)
  console.log(
    `\n${formatTable(['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'perf (each run)', ''], [floorRow, ...rows])}\n`,
  )
  console.log(`[bench] ${describeFloor(floor.measure.scores.performance, floor.measure.tbtMs, GOAL.score)}`)
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'lighthouse.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        server: server.label,
        freshMemory,
        runs,
        floor: { path: floor.path, measure: withoutReport(floor.measure), performances: floor.performances },
        results: results.map(({ measure, ...page }) => ({ ...page, measure: withoutReport(measure) })),
      },
      null,
      2,
    )}\n`,
  )
  if (misses.length) {
    console.error(
      `Goal missed (every score ${GOAL.score}, LCP <= ${GOAL.lcpMs / 1000} s):\n${misses.map((m) => `  - ${m}`).join('\n')}`,
    )
    return 1
  }
  console.log('Every page meets the goal.')
  return 0
}

const withoutReport = ({ report: _report, ...figures }: Measure) => figures

runBench(main)
