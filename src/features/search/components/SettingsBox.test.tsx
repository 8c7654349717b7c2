// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { drawSettings } from '../client/settings-fields'
// Importing the bar's script (settings-box.ts) hands the fields' component over, as on the page.
import { wireSettingsBox } from '../client/settings-box'
import type { FacetGroup } from '../facet-tree'
import { SettingsBox } from './SettingsBox'

// React's act() outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const facets: FacetGroup[] = [
  {
    kind: 'article',
    label: 'Catégories des articles',
    options: [
      { key: 'a:plages', title: 'Plages et dunes', level: 0 },
      { key: 'a:gastronomie', title: 'Gastronomie', level: 0 },
    ],
  },
]

const box = (
  <SettingsBox id="b-settings" fields={{ facets, idPrefix: 'b-filtre', kinds: ['article', 'event'] }}>
    <button type="button" data-live-search-reset="">
      Réinitialiser les filtres
    </button>
  </SettingsBox>
)

/** The bar's form as the server sends it, hydrated. */
async function hydratedForm() {
  document.body.innerHTML = `<form><div id="root">${renderToString(box)}</div></form>`
  const root = document.getElementById('root')!
  await act(async () => {
    hydrateRoot(root, box)
  })
  return document.querySelector('form')!
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SettingsBox', () => {
  it('is sent without its fields: hidden, disabled, its reset button alone', () => {
    document.body.innerHTML = renderToString(box)
    const fieldset = document.getElementById('b-settings') as HTMLFieldSetElement
    expect(fieldset.hidden).toBe(true)
    expect(fieldset.disabled).toBe(true)
    expect(fieldset.querySelectorAll('input')).toHaveLength(0)
    expect(fieldset.textContent).toContain('Réinitialiser les filtres')
  })

  it('draws its fields when the event comes, before the event returns', async () => {
    const form = await hydratedForm()
    expect(form.querySelectorAll('input')).toHaveLength(0)
    drawSettings(form)
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    expect(boxes.map((input) => `${input.name}=${input.value}`)).toEqual(
      expect.arrayContaining(['kind[]=article', 'kind[]=event', 'facet[]=a:plages']),
    )
    // Asked again: drawn once.
    drawSettings(form)
    expect(form.querySelectorAll('input[type="checkbox"]')).toHaveLength(boxes.length)
  })

  it('is woken by the bar’s script with its fields in the form', async () => {
    const form = await hydratedForm()
    const settings = wireSettingsBox(form, { onToggle: () => {}, onChange: () => {} })
    const fieldset = document.getElementById('b-settings') as HTMLFieldSetElement
    expect(fieldset.disabled).toBe(false)
    const gastronomy = form.querySelector<HTMLInputElement>('input[value="a:gastronomie"]')!
    gastronomy.checked = true
    expect(new URLSearchParams(settings.filters()).getAll('facet[]')).toEqual(['a:gastronomie'])
    settings.reset()
    expect(gastronomy.checked).toBe(false)
  })
})
