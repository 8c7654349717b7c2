'use client'

import { SiteLink } from '@/features/site/components/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { DROPDOWN_HIDE_DELAY_MS, firstLink, isCurrent, type MenuItem } from '../menu'
import { Chevron } from './Chevron'

/**
 * Desktop main menu (from 1024 px). A dropdown opens on hover or keyboard focus and hides 300 ms after
 * the mouse leaves; Escape closes it; ArrowDown moves into it. A top-level entry links to its first
 * sub-menu link, so a click goes there.
 */
export function DesktopMenu({ menu }: { menu: MenuItem[] }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(-1)
  const hideTimer = useRef<number | undefined>(undefined)
  // Set while Escape hands focus back to the top link, so that this focus does not reopen the menu.
  const refocusing = useRef(false)

  const cancelHide = () => window.clearTimeout(hideTimer.current)
  const show = (index: number) => {
    cancelHide()
    setOpen(index)
  }
  const close = (index: number) => setOpen((current) => (current === index ? -1 : current))
  const hideLater = (index: number) => {
    cancelHide()
    hideTimer.current = window.setTimeout(() => close(index), DROPDOWN_HIDE_DELAY_MS)
  }
  useEffect(() => () => window.clearTimeout(hideTimer.current), [])

  const onFocus = (index: number) => {
    if (refocusing.current) refocusing.current = false
    else show(index)
  }
  const onBlur = (index: number, event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(index)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLLIElement>) => {
    const item = event.currentTarget
    const top = item.querySelector<HTMLAnchorElement>(':scope > a')
    if (event.key === 'Escape' && open === index) {
      event.preventDefault()
      cancelHide()
      setOpen(-1)
      if (top && document.activeElement !== top) {
        refocusing.current = true
        top.focus({ preventScroll: true })
      }
    } else if (event.key === 'ArrowDown' && document.activeElement === top) {
      event.preventDefault()
      show(index)
      // The list is shown on the next render; focus its first link then.
      window.requestAnimationFrame(() =>
        item.querySelector<HTMLAnchorElement>(':scope > ul a')?.focus({ preventScroll: true }),
      )
    }
  }

  return (
    <nav aria-label="Menu principal" className="site-header__desk-nav">
      <ul className="site-header__desk-menu">
        {menu.map((item, index) => {
          const children = item.children ?? []
          const current =
            isCurrent(item.url, pathname) || children.some((child) => isCurrent(child.url, pathname))
          if (children.length === 0) {
            return (
              <li key={index} className="site-header__desk-item">
                <SiteLink
                  href={item.url}
                  className="site-header__desk-top"
                  aria-current={current ? 'page' : undefined}
                >
                  {item.label}
                </SiteLink>
              </li>
            )
          }
          const listId = `sous-menu-${index}`
          return (
            <li
              key={index}
              className="site-header__desk-item"
              data-open={open === index ? '' : undefined}
              onMouseEnter={() => show(index)}
              onMouseLeave={() => hideLater(index)}
              onFocus={() => onFocus(index)}
              onBlur={(event) => onBlur(index, event)}
              onKeyDown={(event) => onKeyDown(index, event)}
            >
              <SiteLink
                href={firstLink(item)}
                className="site-header__desk-top"
                aria-expanded={open === index}
                aria-controls={listId}
                data-current={current ? '' : undefined}
                onClick={() => setOpen(-1)}
              >
                {item.label}
                <Chevron className="site-header__chevron" />
              </SiteLink>
              <ul id={listId} className="site-header__dropdown" hidden={open !== index}>
                {children.map((child, childIndex) => (
                  <li key={childIndex}>
                    <SiteLink
                      href={child.url}
                      className="site-header__dropdown-link"
                      aria-current={isCurrent(child.url, pathname) ? 'page' : undefined}
                      onClick={() => setOpen(-1)}
                    >
                      {child.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
