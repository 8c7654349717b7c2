import {
  fieldsetInvalid,
  FILTER_TYPE_OF,
  REQUIRED_FILTERS,
  requiredTipId,
  type FilterControl,
  type FilterType,
  type RequiredFilter,
} from '../required-filters'

/** The required fieldsets of a set of filters (SearchFilterFields.tsx draws them so). */
const REQUIRED = 'fieldset[data-required-filter]'
const INVALID_CLASS = 'search-filters__fieldset--invalid'
const TIP_CLASS = 'search-filters__tip'
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file'])

/** A fieldset's enabled fields as the rules read them (a disabled one is not sent, and asks nothing). */
function controlsOf(fieldset: HTMLFieldSetElement): FilterControl[] {
  const controls: FilterControl[] = []
  for (const field of fieldset.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  )) {
    if (field.disabled) continue
    if (field instanceof HTMLSelectElement) controls.push({ type: 'select', value: field.value })
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      controls.push({ type: field.type, name: field.name, value: field.value, checked: field.checked })
    else if (!NOT_TYPED.has(field.type)) controls.push({ type: 'text', value: field.value })
  }
  return controls
}

const typeOf = (fieldset: HTMLFieldSetElement): FilterType => {
  const filter = fieldset.dataset.requiredFilter as RequiredFilter
  return REQUIRED_FILTERS.includes(filter) ? FILTER_TYPE_OF[filter] : 'other'
}

const invalid = (fieldset: HTMLFieldSetElement) => fieldsetInvalid(typeOf(fieldset), controlsOf(fieldset))

/**
 * Marks a fieldset invalid or not; the one given `tip` shows its message in an arrow box under its
 * legend (an alert: screen readers say it when it appears), which the fieldset names as its description.
 */
function mark(fieldset: HTMLFieldSetElement, isInvalid: boolean, tip: boolean) {
  fieldset.classList.toggle(INVALID_CLASS, isInvalid)
  if (isInvalid) fieldset.setAttribute('aria-invalid', 'true')
  else fieldset.removeAttribute('aria-invalid')
  const current = fieldset.querySelector<HTMLElement>(`:scope > .${TIP_CLASS}`)
  if (!(isInvalid && tip)) {
    current?.remove()
    fieldset.removeAttribute('aria-describedby')
    return
  }
  const id = requiredTipId(fieldset.id)
  const message = fieldset.dataset.requiredMessage ?? ''
  if (current && current.textContent === message) return
  current?.remove()
  const box = document.createElement('p')
  box.className = TIP_CLASS
  box.id = id
  box.setAttribute('role', 'alert')
  box.textContent = message
  fieldset.querySelector(':scope > legend')?.after(box)
  fieldset.setAttribute('aria-describedby', id)
}

/**
 * Checks a set of filters' required fieldsets before a search: each without a choice is marked, the
 * first shows its message, and once `reveal` made them visible (a settings box opened; a closed
 * `<details>` around is opened too), the page scrolls to it. True when none lacks a choice.
 */
export function checkRequired(root: ParentNode, reveal?: () => void): boolean {
  const fieldsets = [...root.querySelectorAll<HTMLFieldSetElement>(REQUIRED)]
  const wanting = fieldsets.filter(invalid)
  for (const fieldset of fieldsets) mark(fieldset, wanting.includes(fieldset), fieldset === wanting[0])
  const first = wanting[0]
  if (!first) return true
  reveal?.()
  for (
    let details = first.closest('details');
    details;
    details = details.parentElement?.closest('details') ?? null
  )
    details.open = true
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches
  first.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' })
  return false
}

/**
 * Clears a fieldset's mark and message as soon as it holds a choice (a box checked, a date typed); a
 * fieldset that lacks one is marked again at the next search.
 */
export function watchRequired(root: HTMLElement): () => void {
  const clear = (event: Event) => {
    const fieldset =
      event.target instanceof Element ? event.target.closest<HTMLFieldSetElement>(REQUIRED) : null
    if (fieldset?.classList.contains(INVALID_CLASS) && !invalid(fieldset)) mark(fieldset, false, false)
  }
  root.addEventListener('input', clear)
  root.addEventListener('change', clear)
  return () => {
    root.removeEventListener('input', clear)
    root.removeEventListener('change', clear)
  }
}
