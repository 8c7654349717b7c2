// @vitest-environment jsdom
import { act, useRef, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useOutsideClick } from './useOutsideClick'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

/** A button that opens a panel; the panel closes on a press outside both. */
function Disclosure({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useOutsideClick(open, [button, panel], () => {
    onClose()
    setOpen(false)
  })
  return (
    <div>
      <button ref={button} type="button" onClick={() => setOpen((value) => !value)}>
        <span id="label">Ouvrir</span>
      </button>
      <div ref={panel} id="panel" hidden={!open}>
        <a href="#lien">Lien</a>
      </div>
      <p id="outside">Ailleurs</p>
    </div>
  )
}

const press = (element: Element) =>
  act(() => void element.dispatchEvent(new Event('pointerdown', { bubbles: true })))
const byId = (id: string) => document.getElementById(id)!

describe('useOutsideClick', () => {
  let root: Root
  let host: HTMLElement
  let closes: number

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    host = document.body.appendChild(document.createElement('div'))
    root = createRoot(host)
    closes = 0
    act(() => root.render(<Disclosure onClose={() => (closes += 1)} />))
  })

  afterEach(() => {
    act(() => root.unmount())
    host.remove()
  })

  const open = () => act(() => byId('label').closest('button')!.click())

  it('does nothing while closed', () => {
    press(byId('outside'))
    expect(closes).toBe(0)
  })

  it('closes on a press outside, once, and stops listening when closed', () => {
    open()
    expect(byId('panel').hidden).toBe(false)
    press(byId('outside'))
    expect(closes).toBe(1)
    expect(byId('panel').hidden).toBe(true)
    press(byId('outside'))
    expect(closes).toBe(1)
  })

  it('stays open on a press inside the panel or on the button, children included', () => {
    open()
    press(byId('panel').querySelector('a')!)
    press(byId('label'))
    expect(closes).toBe(0)
    expect(byId('panel').hidden).toBe(false)
  })

  it('stops listening when unmounted', () => {
    open()
    act(() => root.unmount())
    root = createRoot(host)
    press(document.body)
    expect(closes).toBe(0)
  })
})
