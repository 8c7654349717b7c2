import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { ratingBlockHtml } from './block-html'

const parse = (markup: string) => JSDOM.fragment(markup).firstElementChild as HTMLElement

describe('the rating block', () => {
  it('before a vote: a radio group of five stars showing the average, the first in the tab order', () => {
    const block = parse(
      ratingBlockHtml({ postId: 7, nonce: 'n0nce', summary: { count: 3, average: 3.5 } }).toString(),
    )
    expect(block.dataset).toMatchObject({ pid: '7', nonce: 'n0nce', state: 'idle', count: '3' })
    const group = block.querySelector('[role="radiogroup"]')!
    expect(group.getAttribute('aria-labelledby')).toBe('post-ratings-7-title')
    const stars = [...group.querySelectorAll('button[role="radio"]')]
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 étoile sur 5 : Décevant',
      '2 étoiles sur 5 : Moyen',
      '3 étoiles sur 5 : Bien',
      '4 étoiles sur 5 : Très bien',
      '5 étoiles sur 5 : Excellent',
    ])
    expect(stars.map((star) => star.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1', '-1'])
    expect(stars.map((star) => star.querySelector('svg')!.dataset.fill)).toEqual([
      'full',
      'full',
      'full',
      'half',
      'empty',
    ])
    expect(block.querySelector('.post-ratings__summary')!.textContent).toBe(
      'Note moyenne : 3,5 sur 5 (3 votes)',
    )
  })

  it('after a vote: the stars disabled, the visitor’s note and the message written out', () => {
    const block = parse(
      ratingBlockHtml({
        postId: 7,
        nonce: 'n',
        summary: { count: 1, average: 4 },
        own: 4,
        message: 'Merci pour votre vote !',
      }).toString(),
    )
    expect(block.dataset.state).toBe('voted')
    const stars = [...block.querySelectorAll('button')]
    expect(stars.every((star) => star.disabled)).toBe(true)
    expect(stars.map((star) => star.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ])
    expect(block.querySelector('.post-ratings__own')!.textContent).toBe(
      'Vous avez donné 4 sur 5 à cet article.',
    )
    expect(block.querySelector('.post-ratings__message')!.textContent).toBe('Merci pour votre vote !')
  })

  it('says when nobody voted yet, and escapes whatever it is given', () => {
    const block = parse(
      ratingBlockHtml({
        postId: 1,
        nonce: '"><script>x</script>',
        summary: { count: 0, average: 0 },
        message: '<img src=x onerror=alert(1)>',
      }).toString(),
    )
    expect(block.querySelector('.post-ratings__summary')!.textContent).toBe('Aucun vote pour l’instant')
    expect(block.querySelector('script, img')).toBeNull()
    expect(block.dataset.nonce).toBe('"><script>x</script>')
  })
})
