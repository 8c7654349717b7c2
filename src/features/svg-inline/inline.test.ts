// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inlineWithin } from './inline'

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('inlineWithin', () => {
  it('inlines the svg images the page shows and leaves those a hidden panel holds', async () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(new URL(url).pathname)
      return new Response(ICON, { headers: { 'content-type': 'image/svg+xml' } })
    })
    document.body.innerHTML = `
      <div class="panel" style="display: none"><img id="hidden" src="/icons/plage.svg" alt=""></div>
      <div class="panel"><img id="shown" src="/icons/dune.svg" alt=""></div>`
    inlineWithin(document.body)
    const shown = document.getElementById('shown')!
    const hidden = document.getElementById('hidden')!
    // Whether the drawing then replaces the image is the sanitizer's part (sanitize.test.ts, e2e).
    expect(shown.hasAttribute('data-svg-inlined')).toBe(true)
    expect(hidden.hasAttribute('data-svg-inlined')).toBe(false)
    await vi.waitFor(() => expect(shown.getAttribute('data-svg-inlined')).not.toBe('pending'))
    expect(fetched).toEqual(['/icons/dune.svg'])

    // Shown later (a modal's copy of the panel, added to the page): inlined then.
    const copy = hidden.cloneNode() as HTMLImageElement
    document.body.append(copy)
    inlineWithin(copy)
    expect(copy.hasAttribute('data-svg-inlined')).toBe(true)
    expect(fetched).toEqual(['/icons/dune.svg', '/icons/plage.svg'])
  })
})
