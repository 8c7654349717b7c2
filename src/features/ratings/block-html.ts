import { html, type SafeHtml } from '@/lib/html'
import { MAX_RATING, type RatingSummary, filledStars, formatAverage, ratingLabel, summaryText } from './rules'

export type RatingBlock = {
  postId: number
  nonce: string
  summary: RatingSummary
  /** The visitor's own vote, once known (the vote's reply, or the own-vote cookie in the browser). */
  own?: number | null
  /** A sentence for the visitor: thanks, already voted, page expired. */
  message?: string | null
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z'

const star = (fill: 'full' | 'half' | 'empty') =>
  html`<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" data-fill="${fill}"><path d="${STAR_PATH}"/></svg>`

const fillOf = (position: number, average: number): 'full' | 'half' | 'empty' => {
  const filled = filledStars(average)
  if (position <= filled) return 'full'
  return position - 0.5 === filled ? 'half' : 'empty'
}

const starName = (value: number) =>
  `${value} étoile${value > 1 ? 's' : ''} sur ${MAX_RATING} : ${ratingLabel(value)}`

/**
 * The rating block's markup, the same on the page, in the vote's reply and in the browser (which
 * redraws it with the visitor's own vote read from a cookie). Before a vote the stars are a radio group
 * showing the average; after it they are disabled and the visitor's note is written out.
 */
export function ratingBlockHtml({ postId, nonce, summary, own, message }: RatingBlock): SafeHtml {
  const voted = typeof own === 'number' && own >= 1 && own <= MAX_RATING
  const titleId = `post-ratings-${postId}-title`
  const stars = Array.from({ length: MAX_RATING }, (_, index) => {
    const value = index + 1
    return html`<button type="button" class="post-ratings__star" role="radio" data-rate="${value}" aria-checked="${voted && own === value ? 'true' : 'false'}" aria-label="${starName(value)}" tabindex="${value === 1 && !voted ? '0' : '-1'}"${voted ? html` disabled` : ''}>${star(fillOf(value, summary.average))}</button>`
  })
  const average =
    summary.count > 0
      ? html`Note moyenne : <strong>${formatAverage(summary.average)}</strong> sur ${MAX_RATING} (${summary.count} vote${summary.count > 1 ? 's' : ''})`
      : html`${summaryText(summary)}`
  return html`<div class="post-ratings" id="post-ratings-${postId}" data-pid="${postId}" data-nonce="${nonce}" data-count="${summary.count}" data-average="${summary.average}" data-state="${voted ? 'voted' : 'idle'}"><p class="post-ratings__title" id="${titleId}">${voted ? 'Votre note' : 'Notez cet article'}</p><div class="post-ratings__stars" role="radiogroup" aria-labelledby="${titleId}"${voted ? html` aria-disabled="true"` : ''}>${stars}</div><span class="post-ratings__hover" aria-hidden="true"></span><p class="post-ratings__summary">${average}</p>${voted ? html`<p class="post-ratings__own">Vous avez donné ${own} sur ${MAX_RATING} à cet article.</p>` : ''}${message ? html`<p class="post-ratings__message">${message}</p>` : ''}</div>`
}
