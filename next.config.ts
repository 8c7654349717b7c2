import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import { addCompileHints } from './scripts/compile-hints'
import {
  securityHeaders,
  UPLOADED_FILE_CSP,
  UPLOADED_FILES_SOURCE,
  VIDEO_PAGES_SOURCES,
} from './src/lib/security-headers'

const nextConfig: NextConfig = {
  // A separate build folder lets the e2e suite build against its own database without touching .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next's file-system cache, with tag expirations kept across restarts and rebuilds (see the file).
  cacheHandler: path.resolve(process.cwd(), 'src/lib/cache/tag-persisting-cache-handler.mjs'),
  // `npm test` type-checks the whole project first (npm run typecheck); doing it again inside every
  // build costs over a minute on the 2-core machines.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: {
    // The site's stylesheets go into the page (ADR 0018): a phone's first paint then needs the HTML alone,
    // instead of waiting for a dozen small render-blocking files while the framework's scripts run.
    inlineCss: true,
    // Turbopack's build cache only speeds up a rebuild on the same machine; CI builds a clean clone once,
    // and writing the cache took 30 s of the build alone, 75 s beside the integration suites.
    turbopackFileSystemCacheForBuild: false,
  },
  compiler: {
    // The public pages' scripts are compiled while they download, not when they run (ADR 0025).
    async runAfterProductionCompile({ distDir }) {
      const marked = addCompileHints(distDir)
      console.log(`[build] compile hint added to ${marked.length} chunk(s) of the public pages (ADR 0025)`)
    },
  },
  // When several rules set the same header, the last matching rule wins.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders('site') },
      ...VIDEO_PAGES_SOURCES.map((source) => ({ source, headers: securityHeaders('site-videos') })),
      { source: '/admin/:path*', headers: securityHeaders('admin') },
      {
        source: UPLOADED_FILES_SOURCE,
        headers: [{ key: 'Content-Security-Policy', value: UPLOADED_FILE_CSP }],
      },
    ]
  },
}

export default function config(phase: string): NextConfig {
  const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })
  // Payload turns off an experiment of the development server (its fast refresh of server code breaks the
  // admin's hot reload). Outside `next dev` the flag changes nothing, but every build and start would list
  // it with a red cross, which reads like an error.
  if (phase !== PHASE_DEVELOPMENT_SERVER) delete withAdmin.experimental?.turbopackServerFastRefresh
  const payloadHeaders = withAdmin.headers
  if (payloadHeaders) withAdmin.headers = async () => (await payloadHeaders()).map(colourHintsForAdminOnly)
  return withAdmin
}

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/**
 * Payload asks every page of the site for the browser's colour-scheme hint, for its admin's theme: its
 * `Critical-CH` makes Chromium send a visitor's first request to any page twice, and its `Vary` keeps the
 * ajax answers out of shared caches. Its rule (those hints only: the powered-by header is off) is kept
 * for the admin, where the theme is used.
 */
function colourHintsForAdminOnly(rule: HeaderRule): HeaderRule {
  const hints = rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
  return hints && rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule
}
