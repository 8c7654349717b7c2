import { html } from '@/lib/html'
import type { MapPlace } from './types'

function placeHtml(place: MapPlace) {
  const number =
    place.number !== undefined ? html`<span class="place-list__number">${place.number}</span>` : ''
  const address = place.address ? html`<span class="place-list__address">${place.address}</span>` : ''
  const name = html`<span class="place-list__name">${number}${place.title}</span>`
  return html`<li><button type="button" class="place-list__place" data-place-id="${place.id}">${name}${address}</button></li>`
}

/**
 * A layer's places as the list shows them: a button per place (its number, name and address), the
 * names escaped. Markup rather than React elements: the list holds every place of the page, and as
 * markup the browser adopts it without React walking each of its nodes while the page hydrates (the
 * clicks are handled on the list, by its `data-place-id`).
 */
export const placesHtml = (places: MapPlace[]): string => html`${places.map(placeHtml)}`.value
