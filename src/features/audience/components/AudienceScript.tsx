'use client'

import { useEffect } from 'react'
import { askConsentIfUnanswered, useConsent } from '@/features/consent/client'
import { measuredHost } from '../rules'

/**
 * The audience measurement script an editor configured (none by default): loaded once the visitor allowed
 * the measurement, never on a development host. On a host that is measured, every page asks the visitor
 * until they answer, since every page would be counted.
 */
export function AudienceScript({ src, developmentHosts }: { src: string; developmentHosts: string[] }) {
  const allowed = useConsent('audience')

  useEffect(() => {
    if (!measuredHost(window.location.hostname, developmentHosts)) return
    if (!allowed) {
      void askConsentIfUnanswered()
      return
    }
    if (document.querySelector(`script[data-audience]`)) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.audience = ''
    document.head.append(script)
  }, [allowed, developmentHosts, src])

  return null
}
