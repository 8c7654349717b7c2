import 'server-only'
import { html, raw, type SafeHtml } from '@/lib/html'
import type { ResultLayout } from './bar-settings'
import type { SearchResult } from './results'

/** The markers around the results' HTML and their data block in a call 15 reply (the bar looks for them). */
export const HTML_START = '___ASPSTART_HTML___'
export const HTML_END = '___ASPEND_HTML___'
export const DATA_START = '___ASPSTART_DATA___'
export const DATA_END = '___ASPEND_DATA___'

const item = (result: SearchResult, layout: ResultLayout): SafeHtml => {
  const picture = result.image
    ? html`<img class="search-results__image" src="${result.image.src}" srcset="${result.image.srcSet}" sizes="${layout === 'vertical' ? '96px' : '240px'}" width="${result.image.width}" height="${result.image.height}" alt="" loading="lazy" decoding="async">`
    : ''
  return html`<li class="search-results__item search-results__item--${result.kind}" data-result-kind="${result.kind}"><a class="search-results__link" href="${result.url}">${picture}<span class="search-results__body"><span class="search-results__kind">${result.kindLabel}</span> <span class="search-results__title">${raw(result.titleHtml)}</span>${result.dateLabel ? html` <span class="search-results__date">${result.dateLabel}</span>` : ''} <span class="search-results__text">${raw(result.textHtml)}</span></span></a></li>`
}

/**
 * The results as the bar shows them, in its layout: a list of links (the layout is a class: the four
 * layouts differ in their styles and the bar's behaviour, not in their markup). `first` numbers the items
 * so that « show more » appends after those already shown.
 */
export function resultsHtml(
  results: SearchResult[],
  options: { layout: ResultLayout; phrase: string; first: number },
): SafeHtml {
  if (results.length === 0)
    return html`<p class="search-results__none" role="status">Aucun résultat pour « ${options.phrase} ».</p>`
  return html`<ol class="search-results__list search-results--${options.layout}" start="${options.first + 1}">${results.map((result) => item(result, options.layout))}</ol>`
}

/** The whole reply of call 15: the HTML between its markers, then the counts in their data block. */
export function searchReply(body: SafeHtml, counts: { shown: number; total: number }): string {
  const data = JSON.stringify({ results_count: counts.shown, full_results_count: counts.total })
  return `${HTML_START}${body}${HTML_END}${DATA_START}${data}${DATA_END}`
}
