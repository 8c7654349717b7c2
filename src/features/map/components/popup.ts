import type { MapPlace, PlaceDescriptions } from '../types'

/**
 * A place's popup (category, title, description and address), built as DOM nodes with textContent
 * so that an editor's text is never read as HTML. The description comes from `descriptions` (loaded once
 * for every place); if they are still on their way, the popup says so and `onChange` lets it re-fit.
 * Focusable (tabindex -1): opening it from the keyboard moves focus there, so screen readers read it.
 */
export function popupContent(
  place: MapPlace,
  categoryTitle: string | undefined,
  descriptions: PlaceDescriptions | Promise<PlaceDescriptions>,
  onChange?: () => void,
): HTMLElement {
  const root = document.createElement('div')
  root.className = 'place-popup'
  root.tabIndex = -1
  const add = (tag: string, className: string, text: string) => {
    const element = document.createElement(tag)
    element.className = className
    element.textContent = text
    root.append(element)
    return element
  }
  if (categoryTitle) add('p', 'place-popup__category', categoryTitle)
  add(
    'h3',
    'place-popup__title',
    place.number !== undefined ? `${place.number}. ${place.title}` : place.title,
  )
  const description = add('p', 'place-popup__description', 'Chargement de la description…')
  if (place.address) add('p', 'place-popup__address', place.address)
  const fill = (all: PlaceDescriptions) => {
    const text = all[String(place.id)]
    if (text) description.textContent = text
    else description.remove()
  }
  if (descriptions instanceof Promise) {
    description.setAttribute('aria-busy', 'true')
    void descriptions.then((all) => {
      fill(all)
      description.removeAttribute('aria-busy')
      onChange?.()
    })
  } else fill(descriptions)
  return root
}
