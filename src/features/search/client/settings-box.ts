import { attachCheckboxTree } from './checkbox-tree'
import { SearchFilterFields } from '../components/SearchFilterFields'
import { drawSettings, provideSettingsFields } from './settings-fields'
import { serializeFilters } from './filter-state'
import { checkRequired, watchRequired } from './required-marks'

// The boxes' fields come with the bar's script, not with the page (settings-fields.ts).
provideSettingsFields(SearchFilterFields)

/** A bar's settings box, as the bar's live search uses it. */
export type SettingsBox = {
  /** The bar's filter form, serialised as call 15's `options` carries it (without the flags). */
  filters: () => string
  /** The filters as the page drew them. */
  initial: string
  /** Opens or closes the box; without `open`, switches it. */
  toggle: (open?: boolean) => void
  /** Whether a node is within the box. */
  contains: (node: Node | null) => boolean
  /** Puts the fields back as the page drew them. */
  reset: () => void
  /** Sets the fields as a serialised form (`filters()`) says: a saved search given back. */
  apply: (serialized: string) => void
  /**
   * Whether every required fieldset holds a choice; if not, the box opens on them marked, the first
   * with its message in view.
   */
  checkRequired: () => boolean
}

type Hooks = { onToggle: (open: boolean) => void; onChange: () => void }

/**
 * Wakes a bar's settings box (`data-live-search-settings`, opened by `data-live-search-settings-toggle`):
 * enabled only now, since until the script runs the box cannot open and its fields must stay out of the
 * form; its category boxes follow their hierarchy. A change keeps the form's state on the form as
 * `data-filters-changed` (for the public operations) and calls `onChange`; Escape in the box closes it
 * and gives the focus back to its button. A required fieldset loses its mark as soon as it holds a
 * choice. A form without a box still has its filters (none).
 */
export function wireSettingsBox(form: HTMLFormElement, { onToggle, onChange }: Hooks): SettingsBox {
  const box = form.querySelector<HTMLFieldSetElement>('[data-live-search-settings]')
  const button = form.querySelector<HTMLButtonElement>('[data-live-search-settings-toggle]')
  if (box) {
    drawSettings(form)
    box.disabled = false
    attachCheckboxTree(box)
    watchRequired(box)
  }
  if (button) button.hidden = false

  const filters = () => {
    const fields: [string, string][] = []
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.push([name, value])
    return serializeFilters(fields)
  }
  const initial = filters()
  const mark = () => {
    form.dataset.filtersChanged = filters() === initial ? '0' : '1'
  }
  mark()

  const isOpen = () => Boolean(box && !box.hidden)
  const toggle = (open = !isOpen()) => {
    if (!box || open === isOpen()) return
    box.hidden = !open
    button?.setAttribute('aria-expanded', String(open))
    onToggle(open)
  }
  box?.addEventListener('change', () => {
    mark()
    onChange()
  })
  box?.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    toggle(false)
    button?.focus()
  })
  return {
    filters,
    initial,
    toggle,
    contains: (node) => Boolean(box && node && box.contains(node)),
    checkRequired: () => !box || checkRequired(box, () => toggle(true)),
    apply(serialized) {
      const values = new URLSearchParams(serialized)
      for (const field of box?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select') ??
        []) {
        if (!field.name) continue
        if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
          field.checked = values.getAll(field.name).includes(field.value)
        else field.value = values.get(field.name) ?? (field instanceof HTMLSelectElement ? field.value : '')
      }
      mark()
    },
    reset() {
      for (const field of box?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select') ??
        []) {
        if (field instanceof HTMLSelectElement)
          for (const option of field.options) option.selected = option.defaultSelected
        else if (field.type === 'checkbox') field.checked = field.defaultChecked
        else field.value = field.defaultValue
      }
      mark()
    },
  }
}
