import fs from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook, type File } from 'payload'
import { createSvgSanitizer, type SvgSanitizer } from '@/lib/svg-sanitize'

let sanitizer: Promise<{ sanitize: SvgSanitizer; serialize: (svg: SVGSVGElement) => string }> | undefined

/** jsdom is large: it is loaded with the first SVG upload, not with the server. */
function serverSanitizer() {
  sanitizer ??= Promise.all([import('jsdom'), import('dompurify')]).then(
    ([{ JSDOM }, { default: createDOMPurify }]) => {
      const window = new JSDOM('').window as unknown as Window & typeof globalThis
      const serializer = new window.XMLSerializer()
      return {
        sanitize: createSvgSanitizer(createDOMPurify(window), window),
        serialize: (svg: SVGSVGElement) => serializer.serializeToString(svg),
      }
    },
  )
  return sanitizer
}

/** Text of an XML file: UTF-16 when its byte order mark says so, else UTF-8 (its mark dropped). */
function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  return new TextDecoder('utf-8').decode(bytes)
}

/**
 * An SVG file's bytes with everything that could run or act on a page removed (see lib/svg-sanitize.ts),
 * or null when they are not an SVG document.
 */
export async function sanitizeSvgBytes(bytes: Buffer): Promise<Buffer | null> {
  const { sanitize, serialize } = await serverSanitizer()
  // Blank lines before the XML declaration make it unreadable XML; the file is rewritten anyway.
  const svg = sanitize(decodeXml(bytes).trimStart())
  return svg ? Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${serialize(svg)}\n`, 'utf8') : null
}

/**
 * Markup rather than an image format: the type the browser declares, the name, or the first byte (no
 * image format starts with `<`, every XML text does). Any of them makes the upload an SVG to clean, so a
 * renamed or mislabelled SVG is cleaned too.
 */
function looksLikeMarkup(file: File, bytes: Buffer): boolean {
  if (/svg|xml/i.test(file.mimetype) || /\.svgz?$/i.test(file.name)) return true
  const text = decodeXml(bytes.subarray(0, 64)).trimStart()
  return text.startsWith('<')
}

/**
 * A 400 with a French message. The name is set by hand: Payload shows an error's message only when the
 * error has a name, and the production build shortens class names to nothing.
 */
class NotAnSvgImage extends APIError {
  name = 'NotAnSvgImage'
  constructor() {
    super('Ce fichier n’est pas une image SVG lisible : il n’a pas été enregistré.', 400, null, true)
  }
}

/**
 * The media collection's beforeOperation hook: an uploaded SVG is cleaned before Payload stores it, so
 * the file on disk is safe wherever it is shown. Markup that is not an SVG image is refused.
 */
export const sanitizeUploadedSvg: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  const bytes = file.tempFilePath ? await fs.readFile(file.tempFilePath) : file.data
  if (!looksLikeMarkup(file, bytes)) return args
  const clean = await sanitizeSvgBytes(bytes)
  if (!clean) throw new NotAnSvgImage()
  if (file.tempFilePath) await fs.writeFile(file.tempFilePath, clean)
  else file.data = clean
  file.size = clean.length
  return args
}
