'use client'

import { useOwnTaskEffect } from '@/lib/own-task'
import { setRootProperty } from '@/lib/root-property'

const DESKTOP = '(min-width: 1024px)'
/** Scroll moves smaller than this (px) do not flip the mobile bar, so it does not flicker. */
const JITTER = 4

/**
 * Keeps the header's scroll states, with classes on the <header>:
 * - desktop: `is-sticky` once the page is scrolled past the menu bar's initial position;
 * - mobile: `is-scrolled-down` (bar hidden) and `is-scrolled-up` (bar shown), and body padding equal to
 *   the fixed bar's height, measured with a ResizeObserver.
 * Publishes the height of the part that covers the page as `--header-height` and `data-header-height`
 * on <html>, for the anchors feature. Renders nothing.
 */
export function HeaderEffects() {
  useOwnTaskEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]')
    const mobileBar = header?.querySelector<HTMLElement>('[data-header-bar="mobile"]')
    const deskBar = header?.querySelector<HTMLElement>('[data-header-bar="desktop"]')
    const holder = header?.querySelector<HTMLElement>('[data-header-holder]')
    if (!header || !mobileBar || !deskBar || !holder) return
    const root = document.documentElement
    const desktop = window.matchMedia(DESKTOP)
    let barTop = 0
    let lastY = window.scrollY
    let frame = 0

    const update = () => {
      frame = 0
      const y = window.scrollY
      if (desktop.matches) {
        header.classList.remove('is-scrolled-down', 'is-scrolled-up')
        header.classList.toggle('is-sticky', y > barTop)
      } else {
        header.classList.remove('is-sticky')
        const menuOpen = mobileBar.querySelector('[aria-expanded="true"][aria-controls="menu-mobile"]')
        if (y <= 0) header.classList.remove('is-scrolled-down', 'is-scrolled-up')
        else if (y - lastY > JITTER && y > mobileBar.offsetHeight && !menuOpen) setState('is-scrolled-down')
        else if (lastY - y > JITTER) setState('is-scrolled-up')
        else if (Math.abs(y - lastY) <= JITTER) return // keep lastY, so that slow scrolls add up
      }
      lastY = y
    }
    const setState = (state: 'is-scrolled-down' | 'is-scrolled-up') => {
      header.classList.toggle('is-scrolled-down', state === 'is-scrolled-down')
      header.classList.toggle('is-scrolled-up', state === 'is-scrolled-up')
    }
    const measure = () => {
      const isDesktop = desktop.matches
      const height = Math.round((isDesktop ? deskBar : mobileBar).getBoundingClientRect().height)
      setRootProperty('--header-height', `${height}px`)
      root.dataset.headerHeight = String(height)
      document.body.style.paddingTop = isDesktop ? '' : `${height}px`
      // The holder keeps the bar's room in the page while the bar is fixed.
      holder.style.height = isDesktop ? `${height}px` : ''
      barTop = isDesktop ? holder.getBoundingClientRect().top + window.scrollY : 0
      update()
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }

    const observer = new ResizeObserver(measure)
    observer.observe(mobileBar)
    observer.observe(deskBar)
    desktop.addEventListener('change', measure)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', measure)
    measure()
    return () => {
      observer.disconnect()
      desktop.removeEventListener('change', measure)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', measure)
      window.cancelAnimationFrame(frame)
      document.body.style.paddingTop = ''
    }
  }, [])
  return null
}
