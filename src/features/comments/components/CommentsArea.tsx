'use client'
import { useRef } from 'react'
import { useOwnTaskEffect } from '@/lib/own-task'

type Enhancer = typeof import('../client/enhance')

const hasReplyData = (link: HTMLElement) =>
  Boolean(
    link.dataset.belowelement && link.dataset.commentid && link.dataset.respondelement && link.dataset.postid,
  )

/**
 * The comments section: the thread and the form, rendered by the server as HTML (they work without
 * script). The behaviour (moving the form to answer, sending without leaving the page, Ctrl+Enter) loads
 * on the visitor's first touch of the section, so the page's first load carries only this listener.
 * A reply link without its four data attributes keeps its normal behaviour (the reply page).
 */
export function CommentsArea({ html }: { html: string }) {
  const box = useRef<HTMLElement>(null)

  useOwnTaskEffect(() => {
    const root = box.current
    if (!root) return
    // The anti-spam visit cookie (first visit, referrer): its code comes after the page, like the rest.
    void import('../client/visit-cookie').then(({ writeVisitCookie }) => writeVisitCookie())
    // The script checks the fields and says what is wrong beside each one, in French.
    const form = root.querySelector<HTMLFormElement>('#commentform')
    if (form) form.noValidate = true
    let loading: Promise<Enhancer> | undefined
    const load = () =>
      (loading ??= import('../client/enhance').then((module) => {
        module.enhance(root)
        return module
      }))
    const onFirstTouch = () => void load()
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const reply = target?.closest<HTMLAnchorElement>('a.comment-reply-link')
      if (reply && hasReplyData(reply)) {
        event.preventDefault()
        void load().then((module) => module.moveForm(root, reply))
        return
      }
      const cancel = target?.closest('#cancel-comment-reply-link')
      if (cancel && root.querySelector('#wp-temp-form-div')) {
        event.preventDefault()
        void load().then((module) => module.cancelReply(root))
      }
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      void load().then((module) => module.submit(root))
    }
    root.addEventListener('click', onClick)
    root.addEventListener('submit', onSubmit)
    root.addEventListener('focusin', onFirstTouch)
    root.addEventListener('pointerdown', onFirstTouch)
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('submit', onSubmit)
      root.removeEventListener('focusin', onFirstTouch)
      root.removeEventListener('pointerdown', onFirstTouch)
    }
  }, [])

  return (
    <section
      id="comments"
      ref={box}
      className="comments"
      aria-labelledby="comments-title"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
