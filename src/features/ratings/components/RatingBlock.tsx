'use client'
import { useRef, useState } from 'react'
import { useOwnTaskEffect } from '@/lib/own-task'
import { MAX_RATING, ONE_AT_A_TIME, ownVoteCookie, ratingLabel } from '../rules'
import './post-ratings.css'

/** One rating in flight on the whole page, as the original allows. */
let inFlight = false

/** How long the block takes to fade out before the answer replaces it (the CSS transition). */
const FADE_MS = 250

const starOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLButtonElement>('.post-ratings__star') : null

/**
 * The star rating under a post. The server renders the block (ratingBlockHtml); this component gives it
 * its behaviour: hovering or focusing a star highlights the stars up to it with its label, arrows move
 * between stars, a click (or Enter, Space) votes. While a vote is under way the block fades, a loader
 * shows and any other vote is refused with an alert; the server's HTML then replaces the block, which
 * fades back in, and a live region reads the outcome. The page is cached for everyone: a browser whose
 * cookie says it voted here asks the server for the block with its own note.
 */
export function RatingBlock({ postId, initialHtml }: { postId: number; initialHtml: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const [announcement, setAnnouncement] = useState('')

  useOwnTaskEffect(() => {
    if (!document.cookie.split(';').some((part) => part.trim().startsWith(`${ownVoteCookie(postId)}=`)))
      return
    let active = true
    void import('../client')
      .then(({ fetchOwnBlock }) => fetchOwnBlock(postId))
      .then((html) => {
        const idle = box.current?.querySelector<HTMLElement>('.post-ratings[data-state="idle"]')
        if (active && html && idle && !inFlight) box.current!.innerHTML = html
      })
    return () => {
      active = false
    }
  }, [postId])

  function highlight(value: number | null) {
    const block = box.current?.querySelector<HTMLElement>('.post-ratings')
    if (!block || block.dataset.state !== 'idle') return
    if (value === null) delete block.dataset.hover
    else block.dataset.hover = String(value)
    const label = block.querySelector('.post-ratings__hover')
    if (label) label.textContent = value === null ? '' : ratingLabel(value)
  }

  function pointAt(event: React.SyntheticEvent) {
    const star = starOf(event.target)
    highlight(star ? Number(star.dataset.rate) : null)
  }

  async function vote(value: number) {
    if (inFlight) {
      setAlert(ONE_AT_A_TIME)
      return
    }
    const block = box.current?.querySelector<HTMLElement>('.post-ratings')
    if (!block || block.dataset.state !== 'idle') return
    inFlight = true
    setAlert('')
    setAnnouncement('')
    setBusy(true)
    // The calls are loaded on first use: the page's first load carries only what hovering needs.
    const { sendVote } = await import('../client')
    const [outcome] = await Promise.all([
      sendVote(postId, value, block.dataset.nonce ?? ''),
      new Promise((resolve) => setTimeout(resolve, FADE_MS)),
    ])
    if (outcome.kind === 'block' && box.current) {
      box.current.innerHTML = outcome.html
      const text = ['.post-ratings__message', '.post-ratings__own', '.post-ratings__summary']
        .map((selector) => box.current?.querySelector(selector)?.textContent ?? '')
        .filter(Boolean)
        .join(' ')
      setAnnouncement(text)
    } else if (outcome.kind === 'error') {
      setAlert(outcome.message)
    }
    inFlight = false
    setBusy(false)
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const current = starOf(event.target)
    if (!current) return
    const value = Number(current.dataset.rate)
    const next: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      Home: 1,
      End: MAX_RATING,
    }
    if (!(event.key in next)) return
    event.preventDefault()
    const target = ((next[event.key] - 1 + MAX_RATING) % MAX_RATING) + 1
    const stars = [...(box.current?.querySelectorAll<HTMLButtonElement>('.post-ratings__star') ?? [])]
    for (const star of stars) star.tabIndex = Number(star.dataset.rate) === target ? 0 : -1
    stars[target - 1]?.focus()
  }

  return (
    <section className="post-ratings-box" aria-label="Note des lecteurs" aria-busy={busy}>
      <div
        ref={box}
        className={`post-ratings-box__content${busy ? ' is-fading' : ''}`}
        onMouseOver={pointAt}
        onMouseLeave={() => highlight(null)}
        onFocus={pointAt}
        onBlur={() => highlight(null)}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const star = starOf(event.target)
          if (star && !star.disabled) void vote(Number(star.dataset.rate))
        }}
        dangerouslySetInnerHTML={{ __html: initialHtml }}
      />
      {busy ? <span className="post-ratings-box__loader" aria-hidden="true" /> : null}
      <p className="post-ratings-box__alert" role="alert">
        {alert}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}
