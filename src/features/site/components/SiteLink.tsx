'use client'

import Link from 'next/link'
import { type ComponentProps, useState } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link to another page of the site: Next's Link (the page changes without a reload), with the next
 * page's data fetched ahead once a visitor shows the intent to follow it (the pointer over it, a finger
 * on it, the keyboard's focus), not as soon as it shows on screen. Fetched on sight, the links of a
 * phone's first screen (the logo's link home on every page) each brought a page's data to fetch and
 * decode while the page itself was still starting: in Lighthouse, a quarter of the home page's blocking
 * time.
 */
export function SiteLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  // Next's own prefetch, switched on at the first sign of intent: the link, on screen, then fetches.
  const [intended, setIntended] = useState(false)
  const fetchAhead = () => setIntended(true)
  return (
    <Link
      {...props}
      href={href}
      prefetch={intended ? 'auto' : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        fetchAhead()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        fetchAhead()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        fetchAhead()
      }}
    />
  )
}
