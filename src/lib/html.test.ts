import { describe, expect, it } from 'vitest'
import { escapeHtml, html, raw } from './html'

describe('html fragments', () => {
  it('escapes interpolated text, including attribute quotes', () => {
    const title = `<script>alert("x")</script> & l'été`
    expect(html`<h3 title="${title}">${title}</h3>`.toString()).toBe(
      '<h3 title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; l&#39;été">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; l&#39;été</h3>',
    )
  })

  it('keeps nested fragments and raw markup, and drops empty values', () => {
    const items = ['a', 'b'].map((x) => html`<li>${x}</li>`)
    expect(html`<ul>${items}${null}${false}${undefined}</ul>${raw('<hr>')}`.toString()).toBe(
      '<ul><li>a</li><li>b</li></ul><hr>',
    )
    expect(html`${0}`.toString()).toBe('0')
  })

  it('escapeHtml leaves plain text alone', () => {
    expect(escapeHtml('Bray-Dunes')).toBe('Bray-Dunes')
  })
})
