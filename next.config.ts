import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { securityHeaders, UPLOADED_FILE_CSP, UPLOADED_FILES_SOURCE } from './src/lib/security-headers'

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
  // When several rules set the same header, the last matching rule wins.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders('site') },
      { source: '/admin/:path*', headers: securityHeaders('admin') },
      {
        source: UPLOADED_FILES_SOURCE,
        headers: [{ key: 'Content-Security-Policy', value: UPLOADED_FILE_CSP }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
