import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  // A separate build folder lets the e2e suite build against its own database without touching .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders('site') },
      { source: '/admin/:path*', headers: securityHeaders('admin') },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
