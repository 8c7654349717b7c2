/**
 * The post rating's rules, shared by the browser and the server. Pure: no DOM, no database.
 * docs/behaviour/ratings.md describes the block and its call.
 */
export const MAX_RATING = 5
export const RATING_ACTION = 'postratings'
/** The block with the visitor's own note, asked for by a browser that voted (the page is cached). */
export const BLOCK_ACTION = 'postratings_block'
/** What the per-post nonces of the rating call are made for (src/lib/nonce.ts). */
export const NONCE_PURPOSE = 'postratings'

/** The field the block's nonce is posted in: `postratings_{postid}_nonce`. */
export const nonceField = (postId: number | string) => `postratings_${postId}_nonce`

/** The text shown while a star is hovered or focused, from 1 to 5. */
export const RATING_LABELS = ['Décevant', 'Moyen', 'Bien', 'Très bien', 'Excellent'] as const

export const ratingLabel = (value: number) => RATING_LABELS[value - 1] ?? ''

/** A whole number of stars from 1 to MAX_RATING, read from what was posted; null otherwise. */
export function parseRating(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]$/.test(value.trim())) return null
  const rating = Number(value.trim())
  return rating >= 1 && rating <= MAX_RATING ? rating : null
}

export type RatingSummary = { count: number; average: number }

/** "4,3" : one decimal, French comma; whole numbers without one. */
export const formatAverage = (average: number) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(Math.round(average * 10) / 10)

/** "4,3 sur 5 (12 votes)", "Aucun vote pour l’instant". */
export function summaryText({ count, average }: RatingSummary): string {
  if (count === 0) return 'Aucun vote pour l’instant'
  return `${formatAverage(average)} sur ${MAX_RATING} (${count} vote${count > 1 ? 's' : ''})`
}

/** How many stars to fill for an average: halves round to the nearer half star. */
export const filledStars = (average: number) => Math.round(average * 2) / 2

/** The message of a second rating while one is in flight (the original's alert, in French). */
export const ONE_AT_A_TIME = 'Veuillez ne noter qu’un seul élément à la fois.'

/** The name of the readable cookie that tells the browser its own vote on a post (cached pages). */
export const ownVoteCookie = (postId: number | string) => `escale_note_${postId}`
