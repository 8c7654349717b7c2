// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FacetGroup } from '../facet-tree'
import type { RequiredFilter, RequiredFilters } from '../required-filters'
import { SearchFilterFields } from '../components/SearchFilterFields'
import { checkRequired, watchRequired } from './required-marks'

const facets: FacetGroup[] = [
  {
    kind: 'place',
    label: 'Catégories des lieux',
    options: [
      { key: 'p:loisirs', title: 'Loisirs', level: 0 },
      { key: 'p:nautisme', title: 'Nautisme', level: 1 },
    ],
  },
]
const required: RequiredFilters = { kind: 'Un type !', placeCategories: 'Un lieu !', dates: 'Deux dates !' }

const scrolled: Element[] = []

/** The filters as the page draws them, in a form inside a closed « Filtres » box. */
function filters(missing: RequiredFilter[] = []) {
  document.body.innerHTML = `<form><details><summary>Filtres</summary>${renderToStaticMarkup(
    <SearchFilterFields facets={facets} idPrefix="f" required={required} missing={missing} />,
  )}</details></form>`
  const form = document.querySelector('form')!
  watchRequired(form)
  return form
}
const fieldset = (filter: string) => document.getElementById(`f-${filter}`)!
const tipOf = (filter: string) => fieldset(filter).querySelector('.search-filters__tip')
const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!
const change = (input: HTMLInputElement, event = 'change') =>
  input.dispatchEvent(new Event(event, { bubbles: true }))

beforeEach(() => {
  scrolled.length = 0
  // What jsdom lacks: the scroll and the media query (no reduced motion asked).
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this)
  })
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList)
})

describe('the required filters on the page', () => {
  it('say which fieldsets are required, with aria-required on the date fields only', () => {
    filters()
    expect(fieldset('kind').dataset.requiredFilter).toBe('kind')
    expect(fieldset('kind').querySelector('legend')!.textContent).toBe('Types de contenu (obligatoire)')
    expect(fieldset('placeCategories').dataset.filterType).toBe('taxonomy')
    expect(field('[name="date_from"]').getAttribute('aria-required')).toBe('true')
    expect(fieldset('kind').hasAttribute('aria-invalid')).toBe(false)
    expect(document.querySelectorAll('.search-filters__tip')).toHaveLength(0)
  })

  it('marks each empty one, the first with its message as an alert, opens what hides them and scrolls', () => {
    const form = filters()
    const reveal = vi.fn()
    expect(checkRequired(form, reveal)).toBe(false)
    expect(reveal).toHaveBeenCalledOnce()
    expect(form.querySelector('details')!.open).toBe(true)
    for (const filter of ['kind', 'placeCategories', 'dates']) {
      expect(fieldset(filter).getAttribute('aria-invalid')).toBe('true')
      expect(fieldset(filter).classList).toContain('search-filters__fieldset--invalid')
    }
    const tip = tipOf('kind')!
    expect(tip.textContent).toBe('Un type !')
    expect(tip.getAttribute('role')).toBe('alert')
    expect(fieldset('kind').getAttribute('aria-describedby')).toBe(tip.id)
    expect(document.getElementById(tip.id)).toBe(tip)
    expect(tipOf('placeCategories')).toBeNull()
    expect(tipOf('dates')).toBeNull()
    expect(scrolled).toEqual([fieldset('kind')])
  })

  it('clears a fieldset’s mark and message as soon as it holds a choice; the next check moves the message on', () => {
    const form = filters()
    checkRequired(form)
    const box = field('[value="event"]')
    box.checked = true
    change(box)
    expect(fieldset('kind').hasAttribute('aria-invalid')).toBe(false)
    expect(fieldset('kind').hasAttribute('aria-describedby')).toBe(false)
    expect(tipOf('kind')).toBeNull()
    expect(fieldset('dates').getAttribute('aria-invalid')).toBe('true')
    expect(checkRequired(form)).toBe(false)
    expect(tipOf('placeCategories')!.textContent).toBe('Un lieu !')
    field('[value="p:nautisme"]').checked = true
    change(field('[value="p:nautisme"]'))
    // One date typed is not enough; both are.
    field('[name="date_from"]').value = '2026-07-01'
    change(field('[name="date_from"]'), 'input')
    expect(checkRequired(form)).toBe(false)
    expect(tipOf('dates')!.textContent).toBe('Deux dates !')
    field('[name="date_to"]').value = '2026-07-14'
    change(field('[name="date_to"]'), 'input')
    expect(tipOf('dates')).toBeNull()
    scrolled.length = 0
    expect(checkRequired(form)).toBe(true)
    expect(document.querySelectorAll('[aria-invalid], .search-filters__tip')).toHaveLength(0)
    expect(scrolled).toEqual([])
  })

  it('shows the server’s marks as drawn, and clears them the same way', () => {
    filters(['placeCategories', 'dates'])
    expect(tipOf('placeCategories')!.textContent).toBe('Un lieu !')
    expect(fieldset('placeCategories').getAttribute('aria-describedby')).toBe(tipOf('placeCategories')!.id)
    expect(fieldset('dates').getAttribute('aria-invalid')).toBe('true')
    expect(tipOf('dates')).toBeNull()
    expect(fieldset('kind').hasAttribute('aria-invalid')).toBe(false)
    field('[value="p:loisirs"]').checked = true
    change(field('[value="p:loisirs"]'))
    expect(tipOf('placeCategories')).toBeNull()
    expect(fieldset('placeCategories').hasAttribute('aria-invalid')).toBe(false)
  })

  it('asks nothing of fieldsets not required, nor of a disabled field', () => {
    document.body.innerHTML = `<form>${renderToStaticMarkup(
      <SearchFilterFields facets={facets} idPrefix="f" required={{ dates: 'Deux dates !' }} />,
    )}</form>`
    const form = document.querySelector('form')!
    expect(fieldset('kind').hasAttribute('data-required-filter')).toBe(false)
    expect(checkRequired(form)).toBe(false)
    for (const input of fieldset('dates').querySelectorAll('input')) input.disabled = true
    expect(checkRequired(form)).toBe(true)
  })
})
