import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startAppServer, type AppServer } from '../support/app-server'
import { extraPort } from '../support/ports'
import { send, type Probe } from './corpus/index'
import { formProbe } from './corpus/types'

/**
 * 1,000 distinct addresses nobody links to (unknown articles, events, pages and categories, empty archive
 * months, agenda filters, load-more queries) must not fill the disk: the build folder grows by less than
 * 1 MB. It used to keep every 404 render (about 57 KB each) and every distinct filter's data for ever.
 * The flood goes to an instance of its own, on a copy of the build, so that the pages other suites
 * visit meanwhile (cached on disk, as they should be) are not counted.
 */
const MAX_GROWTH_BYTES = 1024 * 1024
const REAL_ARTICLE = '/articles/un-week-end-a-bray-dunes-notre-itineraire-en-deux-jours'

/** Bytes of every file under `dir`. */
function folderBytes(dir: string): number {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size
  return total
}

const ajax = (fields: [string, string][]) => formProbe('junk', '/ajax', [...fields])
const page = (target: string): Probe => ({ group: 'junk', method: 'GET', path: target })

/** The 1,000 addresses, all distinct, from every kind of public address that takes visitor input. */
function junkProbes(run: string): Probe[] {
  const probes: Probe[] = []
  for (let i = 0; i < 200; i++) probes.push(page(`/articles/junk-${run}-${i}`))
  for (let i = 0; i < 150; i++) probes.push(page(`/agenda/junk-${run}-${i}`))
  for (let i = 0; i < 150; i++) probes.push(page(`/junk-${run}-${i}`))
  for (let i = 0; i < 100; i++) probes.push(page(`/categorie/junk-${run}-${i}`))
  // Every month of 1990 to 1998: valid archive addresses with no article (the demo content is recent).
  for (let i = 0; i < 100; i++)
    probes.push(page(`/archives/${1990 + Math.floor(i / 12)}/${String((i % 12) + 1).padStart(2, '0')}`))
  for (let i = 0; i < 150; i++)
    probes.push(
      ajax([
        ['action', 'get_agenda_events'],
        ['search', `junk ${run} ${i}`],
        ['page', String(1 + (i % 5))],
      ]),
    )
  for (let i = 0; i < 150; i++)
    probes.push(
      ajax([
        ['action', 'loadmore'],
        ['page', String(1 + (i % 3))],
        ['query', JSON.stringify({ kind: 'category', slug: `junk-${run}-${i}` })],
      ]),
    )
  return probes
}

let server: AppServer | undefined

/** Recorded on the test and printed: the figures the run is about. */
function report(entry: { type: string; description: string }) {
  test.info().annotations.push(entry)
  console.log(`[${entry.type}] ${entry.description}`)
}

test.beforeAll(async () => {
  // An instance of its own, on its own copy of the build (without the main server's caches): the
  // compiled server and the pages prerendered at build time, whose growth this suite measures.
  server = await startAppServer({ port: extraPort('junkUrls') })
})

test.afterAll(async () => {
  await server?.stop()
})

test('1,000 distinct junk addresses grow the build folder by less than 1 MB; real pages stay cached', async () => {
  test.setTimeout(600_000)
  const url = server!.url
  // A real article, visited before: it is rendered once, then served from the cache.
  await send(url, page(REAL_ARTICLE))
  const before = folderBytes(server!.distDir)

  const probes = junkProbes(String(Date.now()))
  expect(new Set(probes.map((probe) => `${probe.path} ${probe.body ?? ''}`)).size).toBe(1000)
  const statuses = new Map<number, number>()
  // Four at a time, as a crawler would send them; one by one they took most of a CI minute.
  for (let i = 0; i < probes.length; i += 4) {
    for (const { status } of await Promise.all(probes.slice(i, i + 4).map((probe) => send(url, probe))))
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  const growth = folderBytes(server!.distDir) - before
  report({
    type: 'junk',
    description: `growth ${growth} bytes for 1,000 addresses; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  })
  expect([...statuses.keys()].every((status) => status < 500)).toBe(true)
  expect(growth).toBeLessThan(MAX_GROWTH_BYTES)

  const realPage = await fetch(`${url}${REAL_ARTICLE}`)
  expect(realPage.status).toBe(200)
  expect(realPage.headers.get('x-nextjs-cache')).toBe('HIT')
})
