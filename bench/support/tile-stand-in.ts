/**
 * A stand-in for OpenStreetMap's tile server, for browser benches on a machine without internet. The
 * map page asks `https://tile.openstreetmap.org` for its tiles; offline each request fails, and
 * Chromium writes every failure to the console, which Lighthouse counts against the page (best
 * practices: errors-in-console) although a visitor's browser, online, gets its tiles. Here Chromium is
 * told to reach those hosts on a local HTTPS server (`--host-resolver-rules`), which answers every tile
 * with one plain 256-pixel PNG, over a certificate made for the run (`--ignore-certificate-errors`, which
 * only the stand-in needs: the site itself is plain HTTP on loopback). The page's own requests, CSP and
 * scripts are unchanged.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

const TILE_HOST = 'tile.openstreetmap.org'
/** The colour of the land in OpenStreetMap's standard style. */
const LAND = '#f2efe9'

export type TileStandIn = {
  /** Chromium's flags sending the tile hosts to the stand-in. */
  chromeFlags: string[]
  /** How many tiles it served. */
  served(): number
  stop(): Promise<void>
}

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  const subject = ['-subj', `/CN=${TILE_HOST}`, '-addext', `subjectAltName=DNS:${TILE_HOST}`]
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert, ...subject],
    { encoding: 'utf8' },
  )
  if (made.status !== 0)
    throw new Error(`the tile stand-in needs openssl to make its certificate: ${made.stderr || made.error}`)
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
}

export async function startTileStandIn(): Promise<TileStandIn> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escale-tiles-'))
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: LAND } })
    .png()
    .toBuffer()
  let served = 0
  const server = https.createServer(selfSignedCertificate(dir), (request, response) => {
    if (request.method !== 'GET' || !/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end()
      return
    }
    served++
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      'cache-control': 'max-age=604800',
      'access-control-allow-origin': '*',
    })
    response.end(tile)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    chromeFlags: [`--host-resolver-rules=MAP ${TILE_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    served: () => served,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
