import { drawSettings } from './settings-fields'
import { attachLiveSearch } from './live-search'

/** The compact bar is the header bar's second instance (`asp_inst_id` `<id>_2`). */
const INSTANCE = '2'

/**
 * On <html> while the overlay is open: the page under it does not scroll (search-overlay.css). A class
 * rather than `html:has(.search-overlay:not([hidden]))`, which made the browser search the whole page
 * for the overlay after every change to the page (the map's markers, the notices, every list).
 */
const PAGE_LOCKED = 'search-overlay--open'

type Overlay = { root: HTMLElement; form: HTMLFormElement; trigger: HTMLElement }
let open: Overlay | null = null
const built = new Map<string, Overlay>()

/**
 * The compact bar of phones: the header's magnifier opens the search bar in an overlay over the page (a
 * modal dialog), closed by its button, Escape (once the results are closed) or a tap on the backdrop,
 * the focus then back on the magnifier. The bar is a copy of the header's own form, made on the first
 * opening: phones download nothing for it until then. False when the page has no such bar (the
 * magnifier then stays a link to the results page).
 */
export function openCompactBar(trigger: HTMLElement): boolean {
  const id = trigger.dataset.liveSearchCompact ?? ''
  const overlay = built.get(id) ?? build(id, trigger)
  if (!overlay) return false
  built.set(id, overlay)
  overlay.trigger = trigger
  overlay.root.hidden = false
  document.documentElement.classList.add(PAGE_LOCKED)
  trigger.setAttribute('aria-expanded', 'true')
  open = overlay
  overlay.form.querySelector<HTMLInputElement>('input[name="s"]')?.focus()
  return true
}

export function closeCompactBar(): void {
  if (!open) return
  const { root, trigger } = open
  open = null
  root.hidden = true
  document.documentElement.classList.remove(PAGE_LOCKED)
  trigger.setAttribute('aria-expanded', 'false')
  trigger.focus()
}

function build(id: string, trigger: HTMLElement): Overlay | null {
  const source = document.querySelector<HTMLFormElement>(
    `form[data-live-search="${CSS.escape(id)}"]:not([data-live-search-instance])`,
  )
  if (!source) return null
  const form = copyOfBar(source)
  const root = document.createElement('div')
  root.className = 'search-overlay'
  root.hidden = true
  const backdrop = document.createElement('div')
  backdrop.className = 'search-overlay__backdrop'
  backdrop.addEventListener('click', closeCompactBar)
  const panel = document.createElement('div')
  panel.className = 'search-overlay__panel'
  panel.setAttribute('role', 'dialog')
  panel.setAttribute('aria-modal', 'true')
  panel.setAttribute('aria-label', 'Rechercher sur le site')
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'search-overlay__close'
  close.textContent = 'Fermer'
  close.setAttribute('aria-label', 'Fermer la recherche')
  close.addEventListener('click', closeCompactBar)
  // In the form's row, after its buttons: the results and the settings box then span the whole width.
  form.querySelector('.header-search__panel')?.before(close)
  panel.append(form)
  root.append(backdrop, panel)
  document.body.append(root)
  panel.addEventListener('keydown', (event) => onKey(event, panel, form), true)
  // A bar set to search by itself does so in its overlay, the first time it opens.
  void attachLiveSearch(form)?.autoSearch()
  const overlay = { root, form, trigger }
  return overlay
}

/**
 * Escape closes the overlay when nothing inside it is open (the results or the settings close first,
 * by the bar's own handling); Tab and Shift+Tab stay within the dialog.
 */
function onKey(event: KeyboardEvent, panel: HTMLElement, form: HTMLFormElement) {
  if (event.key === 'Escape') {
    const inner = form.querySelectorAll<HTMLElement>(
      '[data-live-search-results], [data-live-search-settings]',
    )
    if ([...inner].every((element) => element.hidden)) {
      event.preventDefault()
      event.stopPropagation()
      closeCompactBar()
    }
    return
  }
  if (event.key !== 'Tab') return
  const focusables = [
    ...panel.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex="0"]'),
  ].filter((element) => !element.hidden && element.tabIndex >= 0 && element.offsetParent !== null)
  const first = focusables[0]
  const last = focusables.at(-1)
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}

/**
 * A fresh copy of a bar's form as its compact instance: its ids suffixed (and the attributes naming
 * them), what was typed, shown or opened in the original left out.
 */
function copyOfBar(source: HTMLFormElement): HTMLFormElement {
  // The copy has no component to draw its filters: the original draws them first.
  drawSettings(source)
  const form = source.cloneNode(true) as HTMLFormElement
  form.dataset.liveSearchInstance = INSTANCE
  form.classList.add('header-search--compact')
  const rename = (value: string) =>
    value
      .split(/\s+/)
      .filter(Boolean)
      .map((each) => `${each}-${INSTANCE}`)
      .join(' ')
  for (const element of form.querySelectorAll<HTMLElement>('[id]')) element.id = rename(element.id)
  // The form's own id (« #recherche », where the menu's links lead) stays the original's alone.
  form.removeAttribute('id')
  for (const name of ['for', 'aria-controls', 'aria-describedby', 'aria-labelledby'])
    for (const element of form.querySelectorAll<HTMLElement>(`[${name}]`))
      element.setAttribute(name, rename(element.getAttribute(name)!))
  // A copied field keeps what was typed and checked in the original: back to the page's defaults.
  form.reset()
  form.querySelector<HTMLElement>('[data-live-search-results]')?.replaceChildren()
  for (const hidden of form.querySelectorAll<HTMLElement>(
    '[data-live-search-results], [data-live-search-settings], [data-live-search-loader], [data-live-search-close]',
  ))
    hidden.hidden = true
  form.querySelector('[data-live-search-settings-toggle]')?.setAttribute('aria-expanded', 'false')
  const status = form.querySelector('[data-live-search-status]')
  if (status) status.textContent = ''
  return form
}
