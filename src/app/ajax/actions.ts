import { getAgendaEvents } from '@/features/agenda/ajax'
import { loadMore } from '@/features/articles/ajax'
import { captchaChallenge, countryPrefix, newsletterNonce, subscribeAction } from '@/features/newsletter/ajax'
import { postRatingsAction, ratingBlockAction } from '@/features/ratings/ajax'
import { galleryPageAction } from '@/features/videos/ajax'
import { consentLogAction } from '@/features/consent/ajax'
import { weatherRefreshAction } from '@/features/weather/ajax'
import { addKeywordAction, autocompleteAction, searchAction } from '@/features/search/ajax'
import { antiSpamTokenAction } from '@/lib/anti-spam/ajax'
import type { AjaxTable } from '@/lib/ajax/types'

/**
 * The dispatch table of `POST /ajax`: each feature registers its actions here, by the names the browser
 * scripts send as `action`. docs/behaviour/ajax.md describes each action's fields and reply.
 */
export const ajaxActions: AjaxTable = {
  loadmore: loadMore,
  get_agenda_events: getAgendaEvents,
  // The timing token of the visitor forms' anti-spam checks (src/lib/anti-spam).
  anti_spam_token: antiSpamTokenAction,
  // The newsletter sign-up, its country prefixes, the nonce its calls carry and its captcha's challenge.
  sib_subscribe_form: subscribeAction,
  sib_get_country_prefix: countryPrefix,
  sib_newsletter_nonce: newsletterNonce,
  sib_captcha_challenge: captchaChallenge,
  // The star rating under each post, and the block as a browser that voted should see it.
  postratings: postRatingsAction,
  postratings_block: ratingBlockAction,
  // A page of a video gallery's thumbnails.
  my_embedplus_gallery_page: galleryPageAction,
  // The proof of a visitor's choice in the consent notice.
  consent_log: consentLogAction,
  // The weather widget's report for its place, a typed place or the browser's position.
  awesome_weather_refresh: weatherRefreshAction,
  // The live search: results, the autocomplete's completion, and the searched phrases' statistics.
  ajaxsearchpro_search: searchAction,
  ajaxsearchpro_autocomplete: autocompleteAction,
  ajaxsearchpro_addkeyword: addKeywordAction,
}
