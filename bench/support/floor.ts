/**
 * The framework floor: the first-load JS of an empty page ("Bonjour" in a bare layout) built with the
 * Next.js and React installed here, with Next's default bundler and the compile hint that the site's
 * build adds to the public pages' scripts (ADR 0025). Whatever a page of ours loads above it is our own
 * code. The product's first budgets (130 KB a page, 200 KB the map, in all) were set when that floor was
 * about 102 KB (Next 15.5, React 19.1), and Next 16.4 with React 19.3 alone is about 131 KB: see
 * docs/decisions/0006.
 *
 * The empty app is written into bench/.floor-app (git-ignored) so that it resolves the project's own
 * node_modules, built, started on its own port and measured like any page. The result is kept in
 * bench/results/floor.json and reused while the installed versions and the way of counting stay the same.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { MEASURE_METHOD, measureFirstLoad } from './first-load'
import { RESULTS_DIR, ROOT } from './server'

export interface Floor {
  /** How it was counted (first-load.ts MEASURE_METHOD). */
  method: number
  next: string
  react: string
  totalKb: number
  files: { src: string; kb: number }[]
  date: string
}

const APP_DIR = path.join(ROOT, 'bench', '.floor-app')
const CACHE = path.join(RESULTS_DIR, 'floor.json')
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')

const versionOf = (pkg: string): string =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version

export const installedVersions = () => ({ next: versionOf('next'), react: versionOf('react-dom') })

function writeEmptyApp(): void {
  fs.rmSync(APP_DIR, { recursive: true, force: true })
  fs.mkdirSync(path.join(APP_DIR, 'app'), { recursive: true })
  const files: Record<string, string> = {
    'package.json': '{ "private": true, "type": "module" }\n',
    // Built as the site is: the same compile hint on the framework's chunks (ADR 0025).
    'next.config.ts': [
      "import { addCompileHints } from '../../scripts/compile-hints'",
      'export default {',
      '  poweredByHeader: false,',
      '  compiler: { runAfterProductionCompile: async ({ distDir }) => void addCompileHints(distDir) },',
      '}',
      '',
    ].join('\n'),
    'app/layout.jsx':
      'export default function Layout({ children }) {\n  return (\n    <html lang="fr">\n      <body>{children}</body>\n    </html>\n  )\n}\n',
    'app/page.jsx': 'export default function Page() {\n  return <main><h1>Bonjour</h1></main>\n}\n',
    // Without an instrumentation file of its own, Next 16.4 takes the project's src/instrumentation.ts
    // (two folders up) and tries to bundle Payload into the empty app.
    'instrumentation.js': 'export function register() {}\n',
    // Likewise it takes bench/proxy.ts (one folder up) for the app's proxy and fails on its exports; an
    // own proxy that matches no page keeps the build to the empty app and adds no script to the page.
    'proxy.js': "export function proxy() {}\nexport const config = { matcher: '/__aucune-page' }\n",
  }
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(APP_DIR, name), text)
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the empty app did not answer at ${url}`)
}

export type EmptyApp = { baseUrl: string; stop: () => void }

/**
 * Builds the empty app with the installed versions and starts it (bench:lighthouse measures it too: what
 * the machine gives a page that is nothing but the framework).
 */
export async function startEmptyApp(port = Number(process.env.BENCH_FLOOR_PORT || 3399)): Promise<EmptyApp> {
  writeEmptyApp()
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NEXT_DIST_DIR
  console.log('[bench] framework floor: building an empty page with the installed Next.js and React…')
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: APP_DIR, env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`building the empty app failed:\n${build.stdout}\n${build.stderr}`)
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd: APP_DIR,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch (error) {
      // Already gone: nothing left to stop.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  const baseUrl = `http://localhost:${port}`
  try {
    await waitFor(`${baseUrl}/`)
  } catch (error) {
    stop()
    throw error
  }
  return { baseUrl, stop }
}

/** Builds and measures the empty app now. */
export async function measureFloor(port?: number): Promise<Floor> {
  const app = await startEmptyApp(port)
  try {
    const page = await measureFirstLoad(app.baseUrl, '/')
    if (page.status !== 'measured')
      throw new Error(`measuring the empty app failed: ${page.error ?? page.status}`)
    const floor = {
      method: MEASURE_METHOD,
      ...installedVersions(),
      totalKb: page.totalKb,
      files: page.files,
      date: new Date().toISOString(),
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true })
    fs.writeFileSync(CACHE, `${JSON.stringify(floor, null, 2)}\n`)
    return floor
  } finally {
    app.stop()
  }
}

/**
 * What the empty page's Lighthouse performance says about the machine. Lighthouse multiplies the main
 * thread's observed work by four: where even the framework alone loses points, no page built on it can
 * show the goal, and a page is judged by how far it stands from the empty page.
 */
export function describeFloor(performance: number, tbtMs: number, goal: number): string {
  const said = `the framework alone (an empty Next.js page) scores ${performance} here, total blocking time ${Math.round(tbtMs)} ms`
  return performance < goal
    ? `${said}: this machine cannot show a performance of ${goal} for any page; compare the pages with that row`
    : `${said}: a page below ${goal} here loses its points by its own work`
}

/** The floor of the installed versions: from the cache when it matches them, else measured now. */
export async function frameworkFloor(): Promise<Floor> {
  const { next, react } = installedVersions()
  if (fs.existsSync(CACHE)) {
    const cached = JSON.parse(fs.readFileSync(CACHE, 'utf8')) as Floor
    if (cached.method === MEASURE_METHOD && cached.next === next && cached.react === react) return cached
  }
  return measureFloor()
}
