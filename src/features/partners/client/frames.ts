/** The partner's frames this page follows: which widget holds each, and what the frames tell it. */
import { AUTO_ATTRIBUTE, FRAME_CLASS } from './constants'
import { senderOf, type SizeMessage } from './messages'
import { autoOffsets } from './placement'
import { readSize } from './sizing'

export type FrameRecord = {
  frame: HTMLIFrameElement
  widget: HTMLElement
  kind: 'manual' | 'auto'
  /** Automatic widgets: the activities asked for, then those the frame said it shows. */
  items: number
  offset: number
}

const queryNumber = (src: string, name: string) => Number(new URL(src).searchParams.get(name)) || 0

function isAbsolute(src: string) {
  try {
    return Boolean(new URL(src))
  } catch {
    return false
  }
}

/** The frame's address with another `offset`. */
export function withOffset(src: string, offset: number): string {
  const url = new URL(src)
  url.searchParams.set('offset', String(offset))
  return url.href
}

export function frameRegistry(win: Pick<Window, 'document' | 'scrollY' | 'innerHeight'>) {
  const records = new Map<HTMLIFrameElement, FrameRecord>()
  const pageTop = (element: Element) => element.getBoundingClientRect().top + win.scrollY
  const ofKind = (kind: FrameRecord['kind']) =>
    Array.from(records.values()).filter((record) => record.kind === kind && record.frame.isConnected)

  return {
    ofKind,
    add(record: FrameRecord) {
      records.set(record.frame, record)
    },
    /** The record of a message's sender, or null for a window that is none of the frames. */
    sender: (source: MessageEventSource | null, origin: string) => senderOf(records.values(), source, origin),

    /**
     * Forgets the frames the page no longer holds, and follows those it holds unknown to us (built before
     * a stop and a new start); a frame without a readable address could never be matched and is left.
     */
    follow() {
      for (const record of records.values()) if (!record.frame.isConnected) records.delete(record.frame)
      for (const frame of win.document.querySelectorAll<HTMLIFrameElement>(`iframe.${FRAME_CLASS}`)) {
        const widget = frame.parentElement
        if (records.has(frame) || !widget || !isAbsolute(frame.src)) continue
        const kind = widget.hasAttribute(AUTO_ATTRIBUTE) ? 'auto' : 'manual'
        const [items, offset] = [queryNumber(frame.src, 'number_of_items'), queryNumber(frame.src, 'offset')]
        records.set(frame, { frame, widget, kind, items, offset })
      }
    },

    /**
     * Gives each automatic widget, those in the page and those about to be placed at `planned` tops, the
     * offset of its page position. Frames whose offset changed reload; the planned ones' offsets are
     * returned, in order.
     */
    placeOffsets(planned: { top: number; items: number }[] = []): number[] {
      const autos = ofKind('auto')
      const offsets = autoOffsets([
        ...autos.map((record) => ({ top: pageTop(record.widget), items: record.items })),
        ...planned,
      ])
      autos.forEach((record, index) => {
        if (offsets[index] === record.offset) return
        record.offset = offsets[index]
        record.frame.src = withOffset(record.frame.src, record.offset)
      })
      return offsets.slice(autos.length)
    },

    /** A size message: height in px or % of the window's height, width in px or % of the widget's width. */
    applySize(record: FrameRecord, message: SizeMessage) {
      if (!record.frame.isConnected) return
      const height = readSize(message.height, win.innerHeight)
      const width = readSize(message.width, record.widget.clientWidth)
      if (height !== null) record.frame.style.height = `${height}px`
      if (width !== null) record.frame.style.width = `${width}px`
    },
  }
}

export type FrameRegistry = ReturnType<typeof frameRegistry>
