import type { BarBehaviour } from '../bar-behaviour'
import { pageCount, pageOf, stackIndex, staggerDelay, wrapPage } from './layout-rules'

/** A layout's hold on the results it arranged. */
export type Arranged = {
  /** After « show more » appended results from `firstNew` on: counts again, and shows them if `reveal`. */
  update: (firstNew: number, reveal: boolean) => void
  /** The element the results scroll in (for infinite scroll's watch of the last one). */
  scroller: HTMLElement | null
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Each result of a new batch enters a little after the one before it (not with reduced motion). */
export function staggerIn(items: readonly HTMLElement[]) {
  const reduced = reducedMotion()
  items.forEach((item, i) => {
    const delay = staggerDelay(i, reduced)
    if (delay === null) return
    item.classList.add('search-results__item--enter')
    item.style.animationDelay = `${delay}ms`
    item.addEventListener('animationend', () => item.classList.remove('search-results__item--enter'), {
      once: true,
    })
  })
}

const button = (label: string, text: string, modifier: string) => {
  const element = document.createElement('button')
  element.type = 'button'
  element.className = `search-layout__button search-layout__button--${modifier}`
  element.setAttribute('aria-label', label)
  element.textContent = text
  return element
}
const setDisabled = (element: HTMLButtonElement, off: boolean) =>
  // aria-disabled, not disabled: a button under the keyboard's focus keeps it at the end of the strip.
  element.setAttribute('aria-disabled', String(off))
const isDisabled = (element: HTMLButtonElement) => element.getAttribute('aria-disabled') === 'true'

const itemsOf = (list: HTMLElement) => [...list.children] as HTMLElement[]

/**
 * Arranges the results' list (`ol.search-results__list`, its layout a class the server wrote) in the
 * bar's layout: the vertical list as it is; the horizontal strip with its arrows; the polaroid stack
 * with previous and next; the isotopic grid in columns, paged when editors chose it. Null without a list.
 */
export function arrangeResults(results: HTMLElement, behaviour: BarBehaviour): Arranged | null {
  const list = results.querySelector<HTMLElement>('ol.search-results__list')
  if (!list) return null
  staggerIn(itemsOf(list))
  switch (behaviour.layout) {
    case 'horizontal':
      return strip(list)
    case 'polaroid':
      return stack(list)
    case 'isotopic':
      return grid(list, behaviour)
    default:
      return { update: (firstNew) => staggerIn(itemsOf(list).slice(firstNew)), scroller: results }
  }
}

/** The horizontal strip: results side by side, scrolled by the arrows (or the keyboard's focus). */
function strip(list: HTMLElement): Arranged {
  const previous = button('Résultats précédents', '‹', 'previous')
  const next = button('Résultats suivants', '›', 'next')
  const nav = document.createElement('div')
  nav.className = 'search-layout search-layout--strip'
  nav.append(previous, next)
  list.after(nav)
  const sync = () => {
    setDisabled(previous, list.scrollLeft <= 1)
    setDisabled(next, list.scrollLeft + list.clientWidth >= list.scrollWidth - 1)
  }
  const go = (direction: 1 | -1, control: HTMLButtonElement) => {
    if (isDisabled(control)) return
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reducedMotion() ? 'auto' : 'smooth' })
  }
  previous.addEventListener('click', () => go(-1, previous))
  next.addEventListener('click', () => go(1, next))
  list.addEventListener('scroll', sync, { passive: true })
  // Measured once the box shows (the results are arranged before), and again when its width changes.
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(sync).observe(list)
  sync()
  return {
    scroller: list,
    update(firstNew) {
      staggerIn(itemsOf(list).slice(firstNew))
      sync()
    },
  }
}

/** The polaroid stack: one card in front, the next two behind it; previous and next within the stack. */
function stack(list: HTMLElement): Arranged {
  let index = 0
  const previous = button('Résultat précédent', '‹', 'previous')
  const next = button('Résultat suivant', '›', 'next')
  const where = document.createElement('span')
  where.className = 'search-layout__where'
  where.setAttribute('aria-live', 'polite')
  const nav = document.createElement('div')
  nav.className = 'search-layout search-layout--stack'
  nav.append(previous, where, next)
  list.after(nav)
  const show = (at: number, focus: boolean) => {
    const items = itemsOf(list)
    index = stackIndex(at, 0, items.length)
    items.forEach((item, i) => {
      const depth = i - index
      item.hidden = depth < 0 || depth > 2
      item.inert = depth !== 0
      item.dataset.stack = String(depth)
    })
    where.textContent = `${index + 1} / ${items.length}`
    setDisabled(previous, index === 0)
    setDisabled(next, index >= items.length - 1)
    if (focus) items[index]?.querySelector<HTMLElement>('a')?.focus()
  }
  const go = (delta: number, focus: boolean) => show(stackIndex(index, delta, itemsOf(list).length), focus)
  previous.addEventListener('click', () => go(-1, false))
  next.addEventListener('click', () => go(1, false))
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    go(event.key === 'ArrowRight' ? 1 : -1, true)
  })
  show(0, false)
  return {
    scroller: null,
    update(firstNew, reveal) {
      show(reveal ? firstNew : index, false)
    },
  }
}

/** The isotopic grid: `columns` a row; paged by `columns × rows` when editors chose a pager, wrapping. */
function grid(list: HTMLElement, { isotopicColumns, isotopicRows, isotopicPagination }: BarBehaviour) {
  list.style.setProperty('--search-columns', String(isotopicColumns))
  const perPage = isotopicColumns * isotopicRows
  let page = 0
  if (!isotopicPagination) return { scroller: list.parentElement, update: () => {} } satisfies Arranged
  const nav = document.createElement('nav')
  nav.className = 'search-layout search-layout--pager'
  nav.setAttribute('aria-label', 'Pages de résultats')
  const previous = button('Page précédente', '‹', 'previous')
  const next = button('Page suivante', '›', 'next')
  const numbers = document.createElement('span')
  numbers.className = 'search-layout__pages'
  nav.append(previous, numbers, next)
  list.after(nav)
  const show = (at: number) => {
    const items = itemsOf(list)
    const pages = pageCount(items.length, perPage)
    page = Math.min(Math.max(at, 0), pages - 1)
    items.forEach((item, i) => {
      item.hidden = pageOf(i, perPage) !== page
    })
    nav.hidden = pages < 2
    // The numbers are drawn again: the one the keyboard was on gives its focus to the current page's.
    const hadFocus = numbers.contains(document.activeElement)
    numbers.replaceChildren(
      ...Array.from({ length: pages }, (_, i) => {
        const number = button(`Page ${i + 1}`, String(i + 1), 'page')
        if (i === page) number.setAttribute('aria-current', 'page')
        number.addEventListener('click', () => show(i))
        return number
      }),
    )
    if (hadFocus) numbers.querySelector<HTMLElement>('[aria-current]')?.focus()
  }
  previous.addEventListener('click', () => show(wrapPage(page, -1, pageCount(itemsOf(list).length, perPage))))
  next.addEventListener('click', () => show(wrapPage(page, 1, pageCount(itemsOf(list).length, perPage))))
  show(0)
  return {
    scroller: list.parentElement,
    update(firstNew: number, reveal: boolean) {
      show(reveal ? pageOf(firstNew, perPage) : page)
      staggerIn(
        itemsOf(list)
          .slice(firstNew)
          .filter((item) => !item.hidden),
      )
    },
  } satisfies Arranged
}
