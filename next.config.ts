import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { securityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
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
