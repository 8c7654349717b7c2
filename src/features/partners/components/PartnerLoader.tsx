'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { askConsentIfUnanswered, useConsent } from '@/features/consent/client'
import type { PartnerConfig, PartnerWidgets } from '../client'

/**
 * Runs the travel partner's widgets (src/features/partners/client), loaded only once the visitor allowed
 * the partners' content: the editors' widgets of the page, and the automatic ones. A page where widgets
 * may be placed automatically asks the visitor first, as a page with a widget does (its placeholder).
 * After a navigation inside the site the widgets of the new page are built.
 */
export function PartnerLoader({ config }: { config: PartnerConfig }) {
  const allowed = useConsent('partners')
  const pathname = usePathname()
  const widgets = useRef<PartnerWidgets | null>(null)

  useEffect(() => {
    const auto = config.autoInsert
    if (!allowed && auto.enabled && auto.pathPrefix && pathname.startsWith(auto.pathPrefix))
      void askConsentIfUnanswered()
  }, [allowed, config, pathname])

  useEffect(() => {
    if (!allowed) return
    let active = true
    void import('../client').then(({ startPartnerWidgets }) => {
      if (active) widgets.current = startPartnerWidgets(config)
    })
    return () => {
      active = false
      widgets.current?.stop()
      widgets.current = null
    }
  }, [allowed, config])

  useEffect(() => {
    widgets.current?.refresh()
  }, [pathname])

  return null
}
