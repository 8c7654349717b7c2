/**
 * The anti-spam cookie, written by the page's script on the visitor's first page and kept 1 hour: the
 * referrer the visit came from, when it started, the history length and the browser's plugins. The form
 * posts its referrer; the moderator sees all of it beside the comment. Apart from the rules (and their
 * zod schema) so that the post page's first load carries only these two constants.
 */
export const VISIT_COOKIE = 'escale_visite'
export const VISIT_COOKIE_SECONDS = 60 * 60
