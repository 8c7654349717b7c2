import { expect, test, type APIRequestContext } from '@playwright/test'
import { extractScripts } from '../../bench/support/html'
import { COMPILE_HINT } from '../../scripts/compile-hints'

/**
 * The build marks the scripts of the public pages with V8's compile hint (ADR 0025): every chunk a
 * public page loads, first or on demand, starts with it; the admin's own chunks are left as built.
 */

const CHUNK = /\/_next\/static\/chunks\/[^/?"]+\.js$/

/** The chunk scripts a page's HTML loads (not the old browsers' polyfills, marked `nomodule`). */
async function htmlChunks(request: APIRequestContext, pagePath: string): Promise<string[]> {
  const response = await request.get(pagePath)
  expect(response.status(), pagePath).toBe(200)
  return extractScripts(await response.text()).external.filter((src) => CHUNK.test(src))
}

const startsWithHint = async (request: APIRequestContext, src: string) =>
  (await (await request.get(src)).text()).startsWith(COMPILE_HINT)

// @desktop: what the server sends does not depend on the width; run once.
test('every script the public pages load carries the compile hint, Leaflet’s too; the admin’s own do not @desktop', async ({
  page,
  request,
}) => {
  const site = new Set<string>()
  for (const pagePath of ['/', '/articles', '/agenda', '/recherche?s=plage'])
    for (const src of await htmlChunks(request, pagePath)) site.add(src)

  // The map page, in a browser: its first scripts, then Leaflet's and the clustering's, on demand.
  const loaded: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (CHUNK.test(pathname)) loaded.push(pathname)
  })
  await page.route(
    (url) => url.hostname === 'tile.openstreetmap.org',
    (route) => route.abort(),
  )
  await page.goto('/carte')
  await expect(page.locator('#carte-des-lieux')).toHaveAttribute('data-markers', 'ready')
  const onDemand = loaded.filter((src) => !site.has(src))
  expect(onDemand.length).toBeGreaterThan(0)
  for (const src of loaded) site.add(src)

  for (const src of site) expect(await startsWithHint(request, src), src).toBe(true)
  expect(site.size).toBeGreaterThan(8)

  const adminOnly = (await htmlChunks(request, '/admin/login')).filter((src) => !site.has(src))
  expect(adminOnly.length).toBeGreaterThan(0)
  for (const src of adminOnly) expect(await startsWithHint(request, src), src).toBe(false)
})
