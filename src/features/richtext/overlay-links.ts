import { z } from 'zod'
import { isImageUrl } from '@/features/overlay/rules'
import { isSitePath } from './links'

/**
 * Rich-text links an editor marks « Ouvrir dans la fenêtre superposée » (docs/behaviour/overlay.md): the
 * link dialog's extra fields become the markup the overlay reads (src/features/overlay/rules.ts): class
 * `overlay`, the caption as `title`, the group as `rel`, and thickbox's parameters in the query string.
 */

/** Sizes an editor may ask for, in pixels. */
export const OVERLAY_MIN_SIZE = 100
export const OVERLAY_MAX_SIZE = 1600
/** Longest caption kept. */
export const OVERLAY_CAPTION_MAX = 200
/** A group or an element id: letters, digits, '-' and '_' (safe in `rel`, in a query string and as an id). */
export const OVERLAY_NAME = /^[A-Za-z0-9_-]{1,64}$/

/** Names of the link fields in the rich-text JSON (the link dialog writes them, see link-fields.ts). */
export type OverlayLinkFields = {
  overlay?: boolean | null
  overlayCaption?: string | null
  overlayGroup?: string | null
  overlayWidth?: number | null
  overlayHeight?: number | null
  overlayModal?: boolean | null
  overlayInlineId?: string | null
  overlayIframe?: boolean | null
}

/** An invalid value is dropped on its own (`catch`), so one bad field does not undo the others. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)
const size = optional(z.number().int().min(OVERLAY_MIN_SIZE).max(OVERLAY_MAX_SIZE))
const name = optional(z.string().trim().regex(OVERLAY_NAME))

/** The overlay fields as stored by the editor, checked: whatever is invalid is left out. */
export const overlayFieldsSchema = z.object({
  overlay: optional(z.boolean()),
  overlayCaption: optional(
    z
      .string()
      // Control characters have no place in a tooltip.
      .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
      .pipe(z.string().min(1).max(OVERLAY_CAPTION_MAX)),
  ),
  overlayGroup: name,
  overlayWidth: size,
  overlayHeight: size,
  overlayModal: optional(z.boolean()),
  overlayInlineId: name,
  overlayIframe: optional(z.boolean()),
})
export type OverlaySettings = z.infer<typeof overlayFieldsSchema>

/** Reads the overlay settings of a link's fields; null when the link does not open in the overlay. */
export function overlaySettings(fields: unknown): OverlaySettings | null {
  const parsed = overlayFieldsSchema.safeParse(fields && typeof fields === 'object' ? fields : {})
  return parsed.success && parsed.data.overlay ? parsed.data : null
}

/** Parameters the overlay reads from a query string: the editor's address must not set them itself. */
const isOverlayParam = (key: string) =>
  ['width', 'height', 'modal', 'inlineId', 'keepThis'].includes(key) || key.startsWith('TB_')

/**
 * `href` with its own overlay parameters removed and `params` appended to its query, before the hash. A
 * query inside the hash is dropped: the overlay would read its parameters from there too.
 */
export function withOverlayParams(href: string, params: [string, string][]): string {
  const hashAt = href.indexOf('#')
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : (href.slice(hashAt).split('?', 1)[0] ?? '')
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)
  // The overlay also splits its parameters on ';' (rules.ts): so does this check.
  const query = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1).replace(/;/g, '&'))
  for (const key of [...query.keys()]) if (isOverlayParam(key)) query.delete(key)
  for (const [key, value] of params) query.append(key, value)
  const search = query.toString()
  return `${path}${search ? `?${search}` : ''}${hash}`
}

export type AnchorAttributes = { href: string; target?: string; rel?: string }
export type OverlayAnchorAttributes = AnchorAttributes & { className?: string; title?: string }

/**
 * The attributes of a rich-text link (`attributes` comes from linkAttributes, already checked) once its
 * overlay fields are applied. Unchanged when the link does not ask for the overlay, or when its target is
 * neither inline content nor an address of this site (another site's page or image would be refused by the
 * site's content security policy).
 * - inline: `#TB_inline?width=…&height=…&inlineId=…` (thickbox's convention; the typed address is unused);
 * - iframe: the address plus `width`, `height`, `modal`, then `keepThis=true&TB_iframe=true`;
 * - remote page or image: the address plus the same parameters without the iframe ones (an image takes
 *   its size from the file, so width and height are left out).
 */
export function overlayLinkAttributes(
  fields: unknown,
  attributes: AnchorAttributes,
): OverlayAnchorAttributes {
  const settings = overlaySettings(fields)
  if (!settings) return attributes
  const inline = Boolean(settings.overlayInlineId)
  if (!inline && !isSitePath(attributes.href)) return attributes
  const image = !inline && isImageUrl(attributes.href)
  const params: [string, string][] = []
  if (!image && settings.overlayWidth) params.push(['width', String(settings.overlayWidth)])
  if (!image && settings.overlayHeight) params.push(['height', String(settings.overlayHeight)])
  if (settings.overlayModal) params.push(['modal', 'true'])
  if (inline) params.push(['inlineId', settings.overlayInlineId as string])
  else if (!image && settings.overlayIframe) params.push(['keepThis', 'true'], ['TB_iframe', 'true'])
  const rel = [settings.overlayGroup, attributes.rel].filter(Boolean).join(' ')
  return {
    ...attributes,
    href: inline
      ? `#TB_inline?${new URLSearchParams(params).toString()}`
      : withOverlayParams(attributes.href, params),
    className: 'overlay',
    ...(settings.overlayCaption ? { title: settings.overlayCaption } : {}),
    ...(rel ? { rel } : {}),
  }
}
