/**
 * Marks the scripts of the public pages with V8's compile hint (ADR 0025), after each production build
 * (next.config.ts, `compiler.runAfterProductionCompile`).
 *
 * Without the hint, Chromium compiles only a chunk's outer code while the chunk downloads, on a
 * background thread; each module and each function is compiled later, on the main thread, the first time
 * it runs. React's and Next's modules run as one task when the page starts, and their compilation was
 * about half of it. `//# allFunctionsCalledOnLoad` as a chunk's first line asks for every function of it
 * to be compiled on the background thread instead. Browsers that do not know the comment skip it.
 *
 * Marked: the framework's chunks (`rootMainFiles` of build-manifest.json), the chunks each page outside
 * the admin lists as its own (`entryJSFiles` of its client reference manifest), and the chunks those load
 * on demand (Leaflet, the captcha, …), which Turbopack's runtime names by their path inside them. Not
 * marked: the admin's own chunks (2.3 MB of Payload's interface, most of it never run on a given screen).
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Entries of the admin's route group: its chunks stay as built. */
const ADMIN_ENTRY = '/src/app/(payload)/'
const PAGE_MANIFEST = 'page_client-reference-manifest.js'

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> }

function pageManifests(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageManifests(full)
    return entry.name === PAGE_MANIFEST ? [full] : []
  })
}

/** A page's client reference manifest is a script that fills `globalThis.__RSC_MANIFEST`: run alone. */
function readPageManifest(file: string): ClientReferenceManifest[] {
  const context = vm.createContext({})
  vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file })
  return Object.values((context.__RSC_MANIFEST ?? {}) as Record<string, ClientReferenceManifest>)
}

/** The chunks, relative to the build folder, that a public page runs as it loads. */
export function firstLoadChunks(distDir: string): string[] {
  const buildManifest = path.join(distDir, 'build-manifest.json')
  const root: unknown = fs.existsSync(buildManifest)
    ? JSON.parse(fs.readFileSync(buildManifest, 'utf8')).rootMainFiles
    : undefined
  if (!Array.isArray(root) || root.length === 0)
    throw new Error(
      `compile hints: ${buildManifest} lists no framework chunks (rootMainFiles); has Next changed its build layout?`,
    )
  const chunks = new Set<string>(root)
  for (const file of pageManifests(path.join(distDir, 'server', 'app')))
    for (const manifest of readPageManifest(file))
      for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {}))
        if (!entry.includes(ADMIN_ENTRY)) for (const chunk of files) chunks.add(chunk)
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort()
}

/** A chunk's path as Turbopack's runtime writes it where a chunk loads another on demand. */
const CHUNK_PATH = /static\/chunks\/[\w.-]+\.js/g

/**
 * The chunks the public pages run, with their text: those they load first, and every chunk those load on
 * demand, and so on. A chunk the admin shares with a public page is one of them.
 */
function readPublicChunks(distDir: string): Map<string, string> {
  const texts = new Map<string, string>()
  const unread = firstLoadChunks(distDir)
  for (let chunk = unread.pop(); chunk !== undefined; chunk = unread.pop()) {
    if (texts.has(chunk)) continue
    const text = fs.readFileSync(path.join(distDir, chunk), 'utf8')
    texts.set(chunk, text)
    for (const [loaded] of text.matchAll(CHUNK_PATH))
      if (!texts.has(loaded) && fs.existsSync(path.join(distDir, loaded))) unread.push(loaded)
  }
  return texts
}

export const publicChunks = (distDir: string): string[] => [...readPublicChunks(distDir).keys()].sort()

/** Adds the hint to each public chunk that lacks it; returns the chunks marked now. */
export function addCompileHints(distDir: string): string[] {
  const marked: string[] = []
  for (const [chunk, text] of readPublicChunks(distDir)) {
    if (text.startsWith(COMPILE_HINT)) continue
    fs.writeFileSync(path.join(distDir, chunk), COMPILE_HINT + text)
    marked.push(chunk)
  }
  return marked
}
