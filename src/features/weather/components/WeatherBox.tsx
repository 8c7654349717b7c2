'use client'
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { WeatherFields, WeatherReply } from '../client'
import { GEOLOCATION_OPTIONS, NO_SCRIPT, placeInSentence } from '../rules'

export type WeatherBoxProps = {
  id: string
  nonce: string
  place: string
  latlng: string
  units: 'c' | 'f'
  days: number
}

const ERRORS = {
  weather: 'La météo ne peut pas être affichée pour le moment. Réessayez plus tard.',
  city: 'Lieu introuvable : vérifiez son nom ou essayez une ville proche.',
}
const noSubscription = () => () => {}
const NO_POSITION = 'Votre position n’a pas pu être obtenue. Indiquez une ville ou un lieu.'

/**
 * The weather widget in the browser (docs/behaviour/weather.md). The page is cached for everyone, so
 * the report is asked for once the widget comes into view, then replaced by each search: a typed place,
 * or the browser's position. Only the report region is replaced; the heading, the controls and the form
 * stay, with the focus. The request code loads on first use.
 */
export function WeatherBox({ id, nonce, place: ownPlace, latlng, units, days }: WeatherBoxProps) {
  const root = useRef<HTMLElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  // Only the latest request's reply is shown (a search sent while the first fill is under way wins).
  const latest = useRef(0)
  // False in the server's HTML and while hydrating, true once the widget's script runs.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [busy, setBusy] = useState(false)
  const [place, setPlace] = useState(ownPlace)
  const [report, setReport] = useState('')
  const [error, setError] = useState<keyof typeof ERRORS | null>(null)
  const [open, setOpen] = useState(false)
  const [geoMessage, setGeoMessage] = useState('')
  const [announcement, setAnnouncement] = useState('')

  async function refresh(fields: Partial<WeatherFields>, announce: boolean): Promise<WeatherReply> {
    const sent = ++latest.current
    setBusy(true)
    const { requestWeather } = await import('../client')
    const reply = await requestWeather({
      id,
      location: ownPlace,
      latlng,
      user_location: '',
      units,
      forecast_days: String(days),
      owm_city_id: '0',
      geotriggered: '0',
      security: nonce,
      ...fields,
    })
    if (sent !== latest.current) return reply
    setBusy(false)
    if (reply.kind === 'report') {
      setReport(reply.html)
      setPlace(reply.place)
      setError(null)
    } else setError(reply.error)
    if (announce) setAnnouncement(reply.kind === 'report' ? reply.summary : ERRORS[reply.error])
    return reply
  }

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      void refresh({}, false)
    })
    observer.observe(root.current!)
    return () => observer.disconnect()
    // The first fill only: later ones come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('user_location')
    const name = typeof typed === 'string' ? typed.trim() : ''
    if (!name || busy) return
    setGeoMessage('')
    if ((await refresh({ user_location: name }, true)).kind === 'report') {
      setOpen(false)
      trigger.current?.focus()
    }
  }

  function locate() {
    const failed = () => {
      setBusy(false)
      setGeoMessage(NO_POSITION)
      setAnnouncement(NO_POSITION)
      setOpen(true)
    }
    if (busy) return
    if (!navigator.geolocation) return failed()
    setBusy(true)
    setGeoMessage('')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        void refresh(
          { latlng: `${coords.latitude.toFixed(4)},${coords.longitude.toFixed(4)}`, location: '' },
          true,
        ),
      failed,
      GEOLOCATION_OPTIONS,
    )
  }

  const key = `meteo-${id}`
  return (
    <section ref={root} className="weather" id={key} aria-labelledby={`${key}-titre`}>
      <h2 className="weather__title" id={`${key}-titre`}>
        Météo à <span className="weather__place">{placeInSentence(place)}</span>
      </h2>
      <div className={`weather__report${busy ? ' is-busy' : ''}`} aria-busy={busy}>
        {report ? (
          <div className="weather__content" dangerouslySetInnerHTML={{ __html: report }} />
        ) : enhanced && !error ? (
          <p className="weather__waiting">Chargement de la météo…</p>
        ) : null}
        {busy ? <span className="weather__loader" aria-hidden="true" /> : null}
        {error ? (
          <p className="weather__error" data-error={error}>
            {ERRORS[error]}
          </p>
        ) : null}
      </div>
      <noscript>
        <p className="weather__noscript">{NO_SCRIPT}</p>
      </noscript>
      {/* The trigger comes last, so that the form it opens follows it in the tab order. */}
      <div className="weather__controls" hidden={!enhanced}>
        <button type="button" className="weather__locate" onClick={locate} aria-disabled={busy}>
          Utiliser ma position
        </button>
        <button
          ref={trigger}
          type="button"
          className="weather__trigger"
          aria-expanded={open}
          aria-controls={`${key}-lieu`}
          onClick={() => setOpen(!open)}
        >
          Changer de lieu
        </button>
      </div>
      <div className={`weather__panel${open ? ' is-open' : ''}`} id={`${key}-lieu`} hidden={!enhanced}>
        <form className="weather__form" onSubmit={search}>
          {geoMessage ? <p className="weather__geo-error">{geoMessage}</p> : null}
          <label className="weather__label" htmlFor={`${key}-ville`}>
            Ville ou lieu
          </label>
          <span className="weather__field">
            <input
              className="weather__input"
              id={`${key}-ville`}
              name="user_location"
              maxLength={100}
              autoComplete="address-level2"
            />
            <button type="submit" className="btn btn--small">
              Afficher
            </button>
          </span>
        </form>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}
