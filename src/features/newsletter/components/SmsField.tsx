'use client'
import { useState } from 'react'
import { type CountryOption, fetchCountries } from '../client'
import { PREFIX_FIELD } from '../fields'
import { keyAllowed } from '../rules'

const FRANCE: CountryOption = { code: 'fr', dial: '33', name: 'France' }

/**
 * The SMS number with its country-prefix dropdown. The full country list is asked for the first time the
 * dropdown gets focus; picking a country writes its prefix in the number field when that is empty or
 * holds another prefix only. The number field takes digits, space, plus, brackets and hyphen only.
 */
export function SmsField({
  id,
  required,
  nonce,
}: {
  id: string
  required: boolean
  nonce: () => Promise<string>
}) {
  const [countries, setCountries] = useState<CountryOption[]>([FRANCE])
  const [loaded, setLoaded] = useState(false)
  const [prefix, setPrefix] = useState('+33')
  const [number, setNumber] = useState('+33 ')

  async function load() {
    if (loaded) return
    setLoaded(true)
    try {
      const list = await fetchCountries(await nonce())
      if (list.length > 0) setCountries(list)
    } catch {
      setLoaded(false) // asked again on the next focus
    }
  }

  function pick(value: string) {
    const trimmed = number.replace(/\s/g, '')
    if (trimmed === '' || trimmed === prefix) setNumber(`${value} `)
    setPrefix(value)
  }

  return (
    <div className="newsletter-form__field newsletter-form__sms">
      <label htmlFor={`${id}-sms`}>Numéro SMS{required ? ' *' : ' (facultatif)'}</label>
      <div className="newsletter-form__sms-row">
        <select
          aria-label="Indicatif du pays"
          name={PREFIX_FIELD}
          value={prefix}
          onFocus={load}
          onPointerDown={load}
          onChange={(event) => pick(event.target.value)}
        >
          {countries.map((country) => (
            <option key={country.code} value={`+${country.dial}`} data-country-code={country.code}>
              {country.name} (+{country.dial})
            </option>
          ))}
        </select>
        <input
          id={`${id}-sms`}
          name="sms"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          required={required}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          onKeyDown={(event) => {
            if (!event.ctrlKey && !event.metaKey && !keyAllowed('sms', event.key)) event.preventDefault()
          }}
        />
      </div>
    </div>
  )
}
