import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, firstLoadChunks, publicChunks } from './compile-hints'

let dist: string

const write = (relative: string, text: string) => {
  const file = path.join(dist, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}
const read = (relative: string) => fs.readFileSync(path.join(dist, relative), 'utf8')

/** A page's client reference manifest as Next writes it: a script filling a global. */
const pageManifest = (page: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles })};\n`

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{}]);\n'
const onDemand = (chunks: string[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([2,e=>{e.v(t=>Promise.all(${JSON.stringify(chunks)}.map(t=>e.l(t))).then(()=>t(3)))}]);\n`

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'],
    }),
  )
  for (const name of ['polyfills', 'react', 'turbopack-runtime', 'site', 'admin', 'unused', 'clusters'])
    write(`static/chunks/${name}.js`, CHUNK)
  // As Turbopack's runtime writes a chunk loaded on demand: the map page loads Leaflet when it mounts the
  // map, and Leaflet's chunk the clustering's; one named chunk is not in the build.
  write('static/chunks/map.js', onDemand(['static/chunks/leaflet.js', 'static/chunks/gone.js']))
  write('static/chunks/leaflet.js', onDemand(['static/chunks/clusters.js']))
  write('static/chunks/admin.js', onDemand(['static/chunks/admin-editor.js']))
  write('static/chunks/admin-editor.js', CHUNK)
  write('static/chunks/site.css', 'body{}')
  write(
    'server/app/(site)/carte/page_client-reference-manifest.js',
    pageManifest('/(site)/carte/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/site.js', 'static/chunks/site.css'],
      '[project]/src/app/(site)/carte/page': ['static/chunks/site.js', 'static/chunks/map.js'],
    }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    pageManifest('/(payload)/admin/[[...segments]]/page', {
      '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'],
    }),
  )
})

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('compile hints', () => {
  it('marks the framework, the public pages’ chunks and what they load on demand, not the admin’s', () => {
    expect(firstLoadChunks(dist)).toEqual([
      'static/chunks/map.js',
      'static/chunks/react.js',
      'static/chunks/site.js',
      'static/chunks/turbopack-runtime.js',
    ])
    const marked = [
      'static/chunks/clusters.js',
      'static/chunks/leaflet.js',
      'static/chunks/map.js',
      'static/chunks/react.js',
      'static/chunks/site.js',
      'static/chunks/turbopack-runtime.js',
    ]
    expect(publicChunks(dist)).toEqual(marked)
    const before = Object.fromEntries(marked.map((chunk) => [chunk, read(chunk)]))
    expect(addCompileHints(dist).sort()).toEqual(marked)
    for (const chunk of marked) expect(read(chunk)).toBe(COMPILE_HINT + before[chunk])
    for (const name of ['polyfills', 'admin-editor', 'unused'])
      expect(read(`static/chunks/${name}.js`)).toBe(CHUNK)
    expect(read('static/chunks/admin.js')).not.toContain(COMPILE_HINT)
    expect(read('static/chunks/site.css')).toBe('body{}')
    expect(fs.existsSync(path.join(dist, 'static/chunks/gone.js'))).toBe(false)
  })

  it('puts the hint on the first line, and only once when run again', () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(read('static/chunks/react.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read('static/chunks/react.js')).toBe(COMPILE_HINT + CHUNK)
  })

  it('fails with a clear error when the build lists no framework chunks', () => {
    write('build-manifest.json', JSON.stringify({ pages: {} }))
    expect(() => addCompileHints(dist)).toThrow(/lists no framework chunks \(rootMainFiles\)/)
    expect(read('static/chunks/site.js')).toBe(CHUNK)
  })
})
