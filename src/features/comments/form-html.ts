import { HONEYPOT_FIELD } from '@/lib/anti-spam/fields'
import { html, type SafeHtml } from '@/lib/html'
import {
  CANCEL_REPLY,
  COMMENT_MAX,
  COMMENT_MIN,
  COMMENT_POST_PATH,
  EMAIL_MAX,
  FIELDS,
  FORM_TITLE,
  NAME_MAX,
  URL_MAX,
  replyTitle,
} from './rules'

export type CommentFormOptions = {
  postId: number
  postSlug: string
  nonce: string
  /** The comment answered, on the reply page (without script); the script moves the form instead. */
  replyTo?: { id: number; authorName: string } | null
}

const required = html`<span class="comment-form__required" aria-hidden="true">*</span>`

const field = (id: string, label: string, control: SafeHtml, mandatory: boolean, help?: string) =>
  html`<p class="comment-form__field comment-form-${id}"><label for="${id}">${label}${mandatory ? html` ${required}` : ''}</label>${
    help ? html`<span class="comment-form__help" id="${id}-help">${help}</span>` : ''
  }${control}<span class="comment-form__error" id="${id}-error" hidden></span></p>`

/**
 * The comment form, WordPress's markup (#respond, #reply-title, #cancel-comment-reply-link,
 * #commentform, comment_parent, comment_post_ID): it posts as is without script; with it, the page's
 * script moves it under a comment to answer and sends it without leaving the page.
 */
export function commentFormHtml({ postId, postSlug, nonce, replyTo }: CommentFormOptions): SafeHtml {
  const cancelHref = `/articles/${postSlug}#respond`
  return html`<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title"><span class="comment-reply-title__text">${
    replyTo ? replyTitle(replyTo.authorName) : FORM_TITLE
  }</span> <small><a rel="nofollow" id="cancel-comment-reply-link" href="${cancelHref}"${replyTo ? '' : html` hidden`}>${CANCEL_REPLY}</a></small></h3><form action="${COMMENT_POST_PATH}" method="post" id="commentform" class="comment-form"><p class="comment-notes">Votre adresse e-mail ne sera pas publiée. Les champs obligatoires sont indiqués avec ${required}<span class="visually-hidden">astérisque</span>.</p>${field(
    'comment',
    'Commentaire',
    html`<textarea id="comment" name="${FIELDS.comment}" rows="6" required minlength="${COMMENT_MIN}" maxlength="${COMMENT_MAX}" aria-describedby="comment-help comment-error"></textarea>`,
    true,
    `De ${COMMENT_MIN} à ${COMMENT_MAX.toLocaleString('fr-FR')} caractères, en texte brut. Ctrl + Entrée (⌘ + Entrée sur Mac) envoie le commentaire.`,
  )}${field(
    'author',
    'Nom',
    html`<input id="author" name="${FIELDS.name}" type="text" autocomplete="name" required maxlength="${NAME_MAX}" aria-describedby="author-error">`,
    true,
  )}${field(
    'email',
    'E-mail',
    html`<input id="email" name="${FIELDS.email}" type="email" autocomplete="email" required maxlength="${EMAIL_MAX}" aria-describedby="email-help email-error">`,
    true,
    'Jamais publiée.',
  )}${field(
    'url',
    'Site web',
    html`<input id="url" name="${FIELDS.url}" type="url" autocomplete="url" maxlength="${URL_MAX}" aria-describedby="url-error">`,
    false,
  )}<div class="honeypot" aria-hidden="true"><label>Ne remplissez pas ce champ <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></label></div><input type="hidden" name="${FIELDS.post}" id="comment_post_ID" value="${postId}"><input type="hidden" name="${FIELDS.parent}" id="comment_parent" value="${replyTo?.id ?? 0}"><input type="hidden" name="${FIELDS.nonce}" value="${nonce}"><input type="hidden" name="${FIELDS.referrer}" value=""><p class="comment-form__status" role="status" aria-live="polite"></p><p class="form-submit"><button type="submit" id="submit" class="btn btn--primary">Publier le commentaire</button></p></form></div>`
}
