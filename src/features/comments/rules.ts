import { z } from 'zod'

/**
 * The comment form's rules, shared by the browser and the server. Pure: no DOM, no database.
 * docs/behaviour/comments.md describes the form, its post and moderation.
 */
export const COMMENT_MIN = 15
export const COMMENT_MAX = 15_360
export const NAME_MAX = 100
export const EMAIL_MAX = 100
export const URL_MAX = 200
/** More links than this in one comment is a spammer's mark: refused, as the message says. */
export const MAX_LINKS = 2
/** One comment per visitor in this time (flood control). */
export const FLOOD_SECONDS = 15
/** Replies nest this deep; a reply to the deepest level is shown at that level. */
export const MAX_DEPTH = 4

/** Where the form posts (with or without JavaScript). */
export const COMMENT_POST_PATH = '/commentaires'
/** What the per-post nonces of the form are made for (src/lib/nonce.ts). */
export const NONCE_PURPOSE = 'comment'

/** The form's field names, as WordPress names them where it has a name for them. */
export const FIELDS = {
  name: 'author',
  email: 'email',
  url: 'url',
  comment: 'comment',
  parent: 'comment_parent',
  post: 'comment_post_ID',
  nonce: 'comment_nonce',
  referrer: 'comment_referrer',
} as const

export { VISIT_COOKIE, VISIT_COOKIE_SECONDS } from './visit-constants'

export const MESSAGES = {
  name: 'Veuillez indiquer votre nom.',
  email: 'Veuillez indiquer une adresse e-mail valide.',
  url: 'L’adresse du site web n’est pas valide (elle commence par http:// ou https://).',
  tooShort: `Votre commentaire est trop court : ${COMMENT_MIN} caractères au minimum.`,
  tooLong: `Votre commentaire est trop long : ${COMMENT_MAX} caractères au maximum.`,
  tooManyLinks: `Votre commentaire contient trop de liens (${MAX_LINKS} au maximum).`,
  unknownPost: 'Cet article n’existe pas ou n’accepte pas de commentaires.',
  badParent: 'Le commentaire auquel vous répondez n’existe pas ou a été retiré.',
  expired: 'Cette page a expiré : rechargez-la, votre texte est conservé ci-dessous.',
  flood: 'Vous commentez trop vite : patientez quelques secondes avant d’envoyer un autre commentaire.',
  duplicate: 'Vous avez déjà envoyé ce commentaire.',
  approved: 'Merci, votre commentaire est publié.',
  pending: 'Merci, votre commentaire est en attente de modération.',
} as const

/** Counts the links a text holds: addresses written out (http, https, www.) and HTML anchors. */
export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|(?<![/\w.])www\.|<a\s/gi) ?? []).length
}

const trimmed = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message)

const id = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)

/** A comment as posted by the form: what the visitor wrote and where it goes. */
export const commentInput = z.object({
  [FIELDS.name]: trimmed(NAME_MAX, MESSAGES.name),
  [FIELDS.email]: z
    .string(MESSAGES.email)
    .trim()
    .max(EMAIL_MAX, MESSAGES.email)
    .pipe(z.email(MESSAGES.email))
    .transform((value) => value.toLowerCase()),
  [FIELDS.url]: z
    .string()
    .trim()
    .max(URL_MAX, MESSAGES.url)
    .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(value), MESSAGES.url)
    .optional()
    .transform((value) => value || null),
  [FIELDS.comment]: z
    .string(MESSAGES.tooShort)
    // Line ends are counted once, whatever the browser sends.
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(COMMENT_MIN, MESSAGES.tooShort)
        .max(COMMENT_MAX, MESSAGES.tooLong)
        .refine((value) => countLinks(value) <= MAX_LINKS, MESSAGES.tooManyLinks),
    ),
  [FIELDS.parent]: id(MESSAGES.badParent).optional().default(0),
  [FIELDS.post]: id(MESSAGES.unknownPost).refine((value) => value > 0, MESSAGES.unknownPost),
})

export type CommentInput = z.output<typeof commentInput>

export type CommentStatus = 'pending' | 'approved' | 'spam'

/** « 3 commentaires » : the count as cards and headings write it. */
export const commentCountText = (count: number) =>
  count === 0 ? 'Aucun commentaire' : `${count} commentaire${count > 1 ? 's' : ''}`

/** The form's title while it answers a comment. */
export const replyTitle = (author: string) => `Répondre à ${author}`
export const FORM_TITLE = 'Laisser un commentaire'
export const CANCEL_REPLY = 'Annuler la réponse'
