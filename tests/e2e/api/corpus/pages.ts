import fs from 'node:fs'
import path from 'node:path'
import { ODD_QUERIES, ODD_SEGMENTS } from './values'
import type { Probe } from './types'

/**
 * Every page and route handler of the build, read from its route manifest: a new page is in the corpus
 * without editing it. `/ajax` and `/api` have their own generators (ajax.ts, rest.ts); Next's internal
 * pages (`/_not-found`, `/_global-error`) are not addresses.
 */
export function buildRoutes(distDir: string): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8'),
  ) as Record<string, string>
  return [...new Set(Object.values(manifest))].filter((route) => !/^\/(_|ajax$|api\/)/.test(route)).sort()
}

/** A route with every dynamic part (`[slug]`, `[...rest]`, `[[...opt]]`) replaced by `value`. */
const fill = (route: string, value: string) => route.replace(/\[\[?(?:\.\.\.)?[^\]]+\]\]?/g, value)

/** Paths no route is meant for: encoding errors, traversal, odd separators, length. */
const RAW_PATHS = [
  '/%ff%fe',
  '/%',
  '/%2',
  '/a%00b',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '//double//slashes//',
  '/a/b/c/d/e/f/g/h/i/j/k/l',
  '/.env',
  '/.git/config',
  '/wp-admin/admin-ajax.php',
  '/index.php?action=loadmore',
  `/${'x'.repeat(4000)}`,
  `/${'%C3%A9'.repeat(600)}`,
  '/_next/static/..%2f..%2fserver',
  '/_next/image?url=%2F%2Fevil.example%2Fx.png&w=64&q=75',
  '/_next/data/nope/index.json',
  '/robots.txt/%ff',
  '/sitemap.xml?%ff',
]

/**
 * For each route: every odd segment in each dynamic part, the route itself with odd query strings, and
 * GET, HEAD and POST (a route that only has GET must say 405, not fail).
 */
export function pageProbes(routes: string[]): Probe[] {
  const probes: Probe[] = RAW_PATHS.map((target) => ({ group: 'pages', method: 'GET', path: target }))
  for (const route of routes) {
    const dynamic = route.includes('[')
    const targets = dynamic ? ODD_SEGMENTS.map((value) => fill(route, value)) : [route]
    const base = dynamic ? fill(route, 'junk-corpus') : route
    for (const target of targets) probes.push({ group: 'pages', method: 'GET', path: target })
    for (const query of ODD_QUERIES) probes.push({ group: 'pages', method: 'GET', path: `${base}${query}` })
    probes.push({ group: 'pages', method: 'HEAD', path: base })
    probes.push({ group: 'pages', method: 'POST', path: base, body: 'x=1' })
    probes.push({ group: 'pages', method: 'DELETE', path: base })
  }
  return probes
}
