import type { MetadataRoute } from 'next'

/** The web app manifest: the name, colours and icons a phone uses when the site is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Escale, le guide de Bray-Dunes',
    short_name: 'Escale',
    lang: 'fr',
    start_url: '/',
    display: 'browser',
    background_color: '#fffdf8',
    theme_color: '#0b4f6c',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  }
}
