import 'server-only'
import { z } from 'zod'
import { ajaxError } from '@/lib/ajax/dispatch'
import { defineAjaxAction } from '@/lib/ajax/types'
import { verifyNonce } from '@/lib/nonce'
import { galleryListHtml } from './gallery-html'
import { COLUMNS, GALLERY_NONCE, PAGE_SIZE, pageOf, parsePageToken } from './gallery-rules'
import { getPlaylist } from './queries'

/** A flag as the browser sends it: "1"/"0", "true"/"false" (jQuery), or a JSON boolean. */
const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])])
    .default(fallback)
    .transform((value) =>
      typeof value === 'boolean' ? value : value === '' ? fallback : ['1', 'true', 'on'].includes(value),
    )

const whole = (range: { min: number; max: number }, what: string) =>
  z.coerce
    .number(`${what} : un nombre entier est attendu.`)
    .int(`${what} : un nombre entier est attendu.`)
    .min(range.min, `${what} : au moins ${range.min}.`)
    .max(range.max, `${what} : au plus ${range.max}.`)

/** The gallery's options, as the page rendered them into the gallery's data attributes (call 7). */
export const galleryOptionsSchema = z.object({
  playlistId: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identifiant de playlist invalide.')
    .max(96),
  pageToken: z.string().max(12, 'Jeton de page invalide.').default(''),
  pageSize: whole(PAGE_SIZE, 'Miniatures par page').default(PAGE_SIZE.default),
  columns: whole(COLUMNS, 'Colonnes').default(COLUMNS.default),
  showTitle: flag(true),
  showPaging: flag(true),
  autonext: flag(false),
  thumbplay: flag(true),
})

/**
 * `action=my_embedplus_gallery_page` with `security` (the playlist's nonce) and `options[…]`: the HTML of
 * one page of the gallery's thumbnails and its pager. A stale nonce is 403, an unknown playlist or page
 * 404, bad options 400, each with a message in French.
 */
export const galleryPageAction = defineAjaxAction({
  shared: true,
  schema: z.object({ security: z.string().max(64).default(''), options: galleryOptionsSchema }),
  async handle({ security, options }) {
    if (!verifyNonce(security, GALLERY_NONCE, options.playlistId))
      return ajaxError(403, 'Cette page a expiré : rechargez-la pour voir la suite de la galerie.')
    const page = parsePageToken(options.pageToken)
    if (page === null) return ajaxError(400, 'Jeton de page invalide.')
    const playlist = await getPlaylist(options.playlistId)
    if (!playlist) return ajaxError(404, 'Cette playlist n’existe pas.')
    const slice = pageOf(playlist.videos, page, options.pageSize)
    if (!slice) return ajaxError(404, 'Cette page de la galerie n’existe pas.')
    return { html: galleryListHtml(playlist, slice, options).toString() }
  },
})
