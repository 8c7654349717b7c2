'use client'

import { SiteLink } from '@/features/site/components/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useOutsideClick } from '@/lib/hooks/useOutsideClick'
import { activeGroupIndex, isCurrent, type MenuItem } from '../menu'
import { Chevron } from './Chevron'

/**
 * Mobile menu (below 1024 px): a button in the sticky bar opens a panel under it. Focus moves into the
 * panel; Escape (or a click outside) closes it and gives focus back to the button. Sub-menus fold; on a
 * category page the group holding that category starts open. The panel's links exist only while it is
 * open: every page would otherwise parse and hydrate a second copy of the menu that phones rarely open.
 */
export function MobileMenu({ menu }: { menu: MenuItem[] }) {
  const pathname = usePathname()
  // The menu is open for the page it was opened on: navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const [expanded, setExpanded] = useState<number[]>([])
  const isOpen = openOn !== null && openOn === pathname
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  const openMenu = () => {
    const active = activeGroupIndex(menu, pathname)
    setExpanded(active >= 0 ? [active] : [])
    setOpenOn(pathname)
  }
  const closeMenu = () => setOpenOn(null)
  const linkTo = ({ url, label }: { url: string; label: string }) => (
    <MobileLink href={url} label={label} pathname={pathname} onNavigate={closeMenu} />
  )
  const toggleGroup = (index: number) =>
    setExpanded((list) => (list.includes(index) ? list.filter((i) => i !== index) : [...list, index]))

  useEffect(() => {
    if (!isOpen) return
    panel.current?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      button.current?.focus({ preventScroll: true })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen])
  useOutsideClick(isOpen, [panel, button], closeMenu)

  return (
    <>
      <button
        ref={button}
        type="button"
        className="site-header__menu-button"
        aria-expanded={isOpen}
        aria-controls="menu-mobile"
        onClick={() => (isOpen ? closeMenu() : openMenu())}
      >
        <span className="site-header__burger" aria-hidden="true" />
        Menu
      </button>
      <div ref={panel} id="menu-mobile" className="site-header__panel" hidden={!isOpen}>
        {/* Drawn on opening, which needs JavaScript; the desktop bar has the same links in the page's HTML. */}
        {isOpen && (
          <nav aria-label="Menu principal">
            <ul className="site-header__panel-menu">
              {menu.map((item, index) => {
                const children = item.children ?? []
                if (children.length === 0) {
                  return <li key={index}>{linkTo(item)}</li>
                }
                const groupOpen = expanded.includes(index)
                return (
                  <li key={index}>
                    <button
                      type="button"
                      className="site-header__group-button"
                      aria-expanded={groupOpen}
                      aria-controls={`menu-mobile-${index}`}
                      onClick={() => toggleGroup(index)}
                    >
                      {item.label}
                      <Chevron className="site-header__chevron" />
                    </button>
                    <ul id={`menu-mobile-${index}`} className="site-header__panel-sub" hidden={!groupOpen}>
                      {children.map((child, childIndex) => (
                        <li key={childIndex}>{linkTo(child)}</li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </nav>
        )}
      </div>
    </>
  )
}

function MobileLink({
  href,
  label,
  pathname,
  onNavigate,
}: {
  href: string
  label: string
  pathname: string
  onNavigate: () => void
}) {
  return (
    <SiteLink
      href={href}
      className="site-header__panel-link"
      aria-current={isCurrent(href, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {label}
    </SiteLink>
  )
}
