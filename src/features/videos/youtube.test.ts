import { describe, expect, it } from 'vitest'
import { parseYoutubeUrl } from './youtube'

describe('parseYoutubeUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
  ])('reads the id of %s', (url) => {
    expect(parseYoutubeUrl(url)).toEqual({ id: 'dQw4w9WgXcQ' })
  })

  it('says the address is missing', () => {
    expect(parseYoutubeUrl('')).toEqual({ error: 'Adresse de la vidéo manquante.' })
    expect(parseYoutubeUrl(null)).toEqual({ error: 'Adresse de la vidéo manquante.' })
  })

  it.each([
    'https://vimeo.com/123',
    'pas une adresse',
    'https://youtube.com/watch?v=short',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(parseYoutubeUrl(url)).toEqual({ error: 'Adresse de vidéo non prise en charge.' })
  })
})
