'use client'

import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { DRAW_SETTINGS, settingsFields } from '../client/settings-fields'
import type { SearchFilterFields } from './SearchFilterFields'
// The fields' styles stay with the page: the fields show styled the moment they are drawn.
import './search-filters.css'

type Props = {
  id: string
  fields: ComponentProps<typeof SearchFilterFields>
  /** After the fields: the reset button. */
  children?: ReactNode
}

/**
 * A bar's settings box of filters. Hidden and disabled until the bar's script wakes it (without it the
 * box cannot open and its fields stay out of the form), so its fields are drawn only then, by the
 * component the script brings (client/settings-fields.ts): the script sends DRAW_SETTINGS before it
 * reads them, and they are in the page when the event returns.
 */
export function SettingsBox({ id, fields, children }: Props) {
  const box = useRef<HTMLFieldSetElement>(null)
  // The fields' component, once drawn.
  const [Fields, setFields] = useState<typeof SearchFilterFields | null>(null)

  useEffect(() => {
    const element = box.current
    if (!element || Fields) return
    const draw = () => {
      const component = settingsFields()
      if (component) flushSync(() => setFields(() => component))
    }
    element.addEventListener(DRAW_SETTINGS, draw)
    return () => element.removeEventListener(DRAW_SETTINGS, draw)
  }, [Fields])

  return (
    <fieldset
      ref={box}
      id={id}
      className="header-search__settings"
      data-live-search-settings=""
      disabled
      hidden
    >
      <legend className="visually-hidden">Filtres de la recherche</legend>
      {Fields && <Fields {...fields} />}
      {children}
    </fieldset>
  )
}
