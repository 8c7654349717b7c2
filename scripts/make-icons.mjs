/**
 * Draws the site's icon set from public/icon.svg (the one source, also the web manifest's scalable icon):
 * favicon.ico (16, 32 and 48 px PNGs in one ICO file), the 180 px Apple touch icon, and the 192/512 px
 * icons of the web manifest. The results are committed; run `node scripts/make-icons.mjs` again after
 * changing the SVG.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const svg = fs.readFileSync(path.join(root, 'public/icon.svg'))
const png = (size) =>
  sharp(svg, { density: 72 * (size / 48) * 2 })
    .resize(size, size)
    .png()
    .toBuffer()

/** An ICO file whose images are PNGs (allowed since Windows Vista, read by every browser). */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  const entries = []
  let offset = 6 + 16 * images.length
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    entries.push(entry)
    offset += data.length
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)])
}

const sizes = [16, 32, 48]
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))
fs.writeFileSync(path.join(root, 'src/app/favicon.ico'), ico(images))
fs.writeFileSync(path.join(root, 'src/app/apple-icon.png'), await png(180))
fs.mkdirSync(path.join(root, 'public/icons'), { recursive: true })
for (const size of [192, 512])
  fs.writeFileSync(path.join(root, `public/icons/icon-${size}.png`), await png(size))
console.log(
  'icons written: src/app/favicon.ico, src/app/apple-icon.png, public/icons/icon-192.png, icon-512.png',
)
