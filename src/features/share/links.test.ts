import { describe, expect, it } from 'vitest'
import { popupFeatures, shareLinks } from './links'

describe('share links', () => {
  const links = shareLinks({
    url: 'https://escale.example/articles/la-digue',
    title: 'La digue & la mer',
    imageUrl: 'https://escale.example/a.jpg',
  })
  const bySite = Object.fromEntries(links.map((link) => [link.site, link]))

  it('encodes the address and title for each site', () => {
    expect(bySite.facebook.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fescale.example%2Farticles%2Fla-digue',
    )
    expect(bySite.pinterest.href).toContain('&media=https%3A%2F%2Fescale.example%2Fa.jpg')
    expect(bySite.email.href).toMatch(/^mailto:\?subject=La%20digue%20%26%20la%20mer/)
  })

  it('opens social sites in a pop-up, not e-mail and print', () => {
    expect(links.filter((link) => link.popup).map((link) => link.site)).toEqual([
      'facebook',
      'x',
      'linkedin',
      'whatsapp',
      'pinterest',
    ])
  })

  it('centres a 575 x 520 pop-up on the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1375, outerHeight: 1020 })).toBe(
      'width=575,height=520,left=500,top=300,scrollbars=yes',
    )
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 300 })).toContain(
      'left=0,top=0',
    )
  })
})
