import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { RichText } from '@/features/richtext/components/RichText'
import { doc, paragraph, text } from '@/features/richtext/fixtures'
import type { RichTextNode } from '@/features/richtext/headings'
import { verifyNonce } from '@/lib/nonce'
import { WEATHER_NONCE } from '../rules'
import { WeatherBox } from './WeatherBox'
import { WeatherWidget, widgetId } from './WeatherWidget'

const SETTINGS = {
  place: 'Bray-Dunes',
  latitude: 51.08,
  longitude: 2.58,
  forecastDays: 5,
  units: 'c' as const,
}

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

describe('WeatherWidget in the cached page', () => {
  it('is, before its script runs (and without script), its title and the « JavaScript » sentence', () => {
    const html = renderToStaticMarkup(<WeatherWidget id="accueil" settings={SETTINGS} />)
    expect(html).toContain('Météo à <span class="weather__place">Bray-Dunes</span>')
    expect(html).toContain(
      '<noscript><p class="weather__noscript">La météo s’affiche quand JavaScript est activé.</p></noscript>',
    )
    // The widget itself replaces it: no id may be there twice meanwhile.
    expect(html).not.toContain('id=')
    // Nothing is fetched while the page is built.
    expect(html).not.toContain('weather-report')
  })

  it('carries its heading and the form, with the controls hidden until its script runs', () => {
    const html = renderToStaticMarkup(
      <WeatherBox id="accueil" nonce="n" place="Bray-Dunes" latlng="51.08,2.58" units="c" days={5} />,
    )
    expect(html).toContain(
      '<section class="weather" id="meteo-accueil" aria-labelledby="meteo-accueil-titre">',
    )
    expect(html).toContain('Météo à <span class="weather__place">Bray-Dunes</span>')
    expect(html).toMatch(/<div class="weather__controls" hidden="">/)
    expect(html).toContain(
      'aria-expanded="false" aria-controls="meteo-accueil-lieu">Changer de lieu</button>',
    )
    expect(html).toContain('<label class="weather__label" for="meteo-accueil-ville">Ville ou lieu</label>')
    expect(html).toContain('Utiliser ma position')
    expect(html).toContain('aria-live="polite"')
    expect(html).not.toContain('weather-report')
  })

  it('makes ids call 9 accepts', () => {
    expect(widgetId('bloc-6745F0A1b2')).toBe('bloc-6745f0a1b2')
    expect(widgetId('bloc-Plage du Perroquet!')).toBe('bloc-plage-du-perroquet-')
    expect(widgetId('x'.repeat(60))).toHaveLength(40)
    expect(widgetId('')).toBe('meteo')
  })

  it('renders the rich-text block, with a nonce for its own id', () => {
    const block = {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        ...SETTINGS,
        id: '6745f0a1b2c3d4e5f6a7b8c9',
        blockName: '',
        blockType: 'weather',
        place: 'Zuydcoote',
      },
    } as unknown as RichTextNode
    const html = renderToStaticMarkup(
      <RichText content={doc(paragraph(text('Avant')), block)} siteUrl="http://localhost:3000" />,
    )
    expect(html).toContain('Météo à <span class="weather__place">Zuydcoote</span>')
  })
})

describe('the nonce the widget carries', () => {
  it('is made for its own widget id', () => {
    const { props } = WeatherWidget({ id: 'Accueil', settings: SETTINGS })
    expect(props).toMatchObject({ id: 'accueil', latlng: '51.08,2.58', units: 'c', days: 5 })
    expect(WeatherWidget({ id: 'bloc-6745F0A1', settings: SETTINGS }).props.id).toBe('bloc-6745f0a1')
    expect(verifyNonce(props.nonce, WEATHER_NONCE, 'accueil')).toBe(true)
    expect(verifyNonce(props.nonce, WEATHER_NONCE, 'bloc-1')).toBe(false)
  })
})
