import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * A stand-in for YouTube's oEmbed endpoint and its thumbnail host, on 127.0.0.1 (call 10). It answers the
 * shape YouTube answers; the video id chooses the behaviour: `slow…` answers after 3 s (past the site's
 * 2-second limit), `gone…` answers 404, `junk…` answers a body without `thumbnail_url`; any other id gets
 * its oEmbed record and a 480 × 360 JPEG thumbnail.
 */
export type OembedStub = {
  url: string
  /** The oEmbed endpoint to configure (VIDEO_OEMBED_URL). */
  endpoint: string
  /** Every request received, as path and query. */
  requests: string[]
  close: () => Promise<void>
}

let jpeg: Buffer | undefined
const thumbnailJpeg = async () =>
  (jpeg ??= await sharp({ create: { width: 480, height: 360, channels: 3, background: '#1f7a8c' } })
    .jpeg()
    .toBuffer())

export async function startOembedStub(): Promise<OembedStub> {
  const requests: string[] = []
  let base = ''
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base)
    requests.push(`${url.pathname}${url.search}`)
    if (url.pathname === '/oembed') {
      const id = new URL(url.searchParams.get('url') ?? 'https://x.invalid').searchParams.get('v') ?? ''
      if (url.searchParams.get('format') !== 'json') return response.writeHead(501).end('Not Implemented')
      if (id.startsWith('slow')) await new Promise((resolve) => setTimeout(resolve, 3000))
      if (id.startsWith('gone')) return response.writeHead(404).end('Not Found')
      const record = id.startsWith('junk')
        ? { type: 'video', version: '1.0' }
        : {
            title: `Vidéo ${id}`,
            author_name: 'Escale',
            author_url: 'https://www.youtube.com/@escale',
            type: 'video',
            height: 113,
            width: 200,
            version: '1.0',
            provider_name: 'YouTube',
            provider_url: 'https://www.youtube.com/',
            thumbnail_height: 360,
            thumbnail_width: 480,
            thumbnail_url: `${base}/vi/${id}/hqdefault.jpg`,
            html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed"></iframe>`,
          }
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify(record))
    }
    if (/^\/vi\/[\w-]{11}\/hqdefault\.jpg$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'image/jpeg' })
      return response.end(await thumbnailJpeg())
    }
    response.writeHead(404).end('Not Found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    endpoint: `${base}/oembed`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
