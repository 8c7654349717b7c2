'use client'

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { copyInline } from '../inline'
import type { OverlayItem } from '../links'
import { fetchRemote } from '../remote'
import { IFRAMES_UNAVAILABLE, fitImage, type Size } from '../rules'

/** Each kind loads its content, then reports its size (visible) or a failure (closed silently). */
type BodyProps = { item: OverlayItem; onReady: (size: Size) => void; onFail: () => void }

export function OverlayBody(props: BodyProps) {
  if (props.item.kind === 'image') return <ImageBody {...props} />
  if (props.item.kind === 'iframe') return <FrameBody {...props} />
  return <HtmlBody {...props} />
}

/** Preloads the image so its natural size is known, then shows it fitted to the window (fitImage). */
function ImageBody({ item, onReady, onFail }: BodyProps) {
  const [size, setSize] = useState<Size | null>(null)
  const loaded = useEffectEvent((image: HTMLImageElement) => {
    const fitted = fitImage(image.naturalWidth, image.naturalHeight, window.innerWidth, window.innerHeight)
    setSize(fitted)
    onReady(fitted)
  })
  const failed = useEffectEvent(() => onFail())
  useEffect(() => {
    const image = new window.Image()
    image.onload = () => loaded(image)
    image.onerror = () => failed()
    image.src = item.url
    return () => {
      image.onload = image.onerror = null
    }
  }, [item.url])
  if (!size) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the full-size file the link points at, already preloaded.
    <img
      className="overlay__image"
      src={item.url}
      alt={item.alt || item.caption}
      width={size.width}
      height={size.height}
    />
  )
}

/** The French message stands in when the browser has no iframes. */
function FrameBody({ item, onReady }: BodyProps) {
  const size = { width: item.width, height: item.height }
  const hasFrames = typeof HTMLIFrameElement !== 'undefined'
  const show = useEffectEvent(() => onReady(size))
  useEffect(() => {
    if (!hasFrames) show()
  }, [hasFrames])
  if (!hasFrames)
    return (
      <p className="overlay__scroll" style={size}>
        {IFRAMES_UNAVAILABLE}
      </p>
    )
  return (
    <iframe
      className="overlay__frame"
      src={item.url}
      title={item.caption || 'Contenu'}
      style={size}
      onLoad={() => onReady(size)}
    >
      {IFRAMES_UNAVAILABLE}
    </iframe>
  )
}

/** Inline content (a copy of #inlineId) or same-origin remote content, sanitised. */
function HtmlBody({ item, onReady, onFail }: BodyProps) {
  const box = useRef<HTMLDivElement>(null)
  const prefix = useId()
  const show = useEffectEvent((content: DocumentFragment | null) => {
    if (!content || !box.current) return onFail()
    box.current.replaceChildren(content)
    onReady({ width: item.width, height: item.height })
  })
  const failed = useEffectEvent(() => onFail())
  useEffect(() => {
    if (item.kind === 'inline') {
      show(copyInline(item.inlineId ?? '', `${prefix}-`))
      return
    }
    const controller = new AbortController()
    fetchRemote(item.url, controller.signal).then(show, () => {
      if (!controller.signal.aborted) failed() // closing the overlay aborts: not a failure
    })
    return () => controller.abort()
  }, [item.kind, item.inlineId, item.url, prefix])
  return <div ref={box} className="overlay__scroll" style={{ width: item.width, height: item.height }} />
}
