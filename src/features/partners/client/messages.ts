/**
 * What the partner's frames tell the page through postMessage (docs/behaviour/partners.md):
 * - `{ type: 'partner-widget:size', height?, width? }`: the frame's size, each a number of px, a text
 *   in px (`"420px"`) or a percentage (`"50%"`: of the window's height for the height, of the widget's
 *   width for the width);
 * - `{ type: 'partner-widget:config', numberOfItems? }`: the frame is shown and how many activities it
 *   shows (whole number 0 to 100, else what it was asked for).
 * Either may come as the object or as its JSON text; anything else is ignored.
 */
export const SIZE_MESSAGE = 'partner-widget:size'
export const CONFIG_MESSAGE = 'partner-widget:config'

export type SizeMessage = { type: typeof SIZE_MESSAGE; height?: unknown; width?: unknown }
export type ConfigMessage = { type: typeof CONFIG_MESSAGE; numberOfItems?: number }
export type WidgetMessage = SizeMessage | ConfigMessage

const MAX_REPORTED_ITEMS = 100

export function readMessage(data: unknown): WidgetMessage | null {
  let value = data
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (!value || typeof value !== 'object') return null
  const message = value as Record<string, unknown>
  if (message.type === SIZE_MESSAGE)
    return { type: SIZE_MESSAGE, height: message.height, width: message.width }
  if (message.type !== CONFIG_MESSAGE) return null
  const items = message.numberOfItems
  const valid =
    typeof items === 'number' && Number.isInteger(items) && items >= 0 && items <= MAX_REPORTED_ITEMS
  return valid ? { type: CONFIG_MESSAGE, numberOfItems: items } : { type: CONFIG_MESSAGE }
}

/** The origin of a frame's address, or null when it has none. */
function originOf(src: string): string | null {
  try {
    return new URL(src).origin
  } catch {
    return null
  }
}

/**
 * The frame a message comes from: the one whose window sent it, loaded from the message's origin. Null
 * for a message of any other window, which is then ignored.
 */
export function senderOf<T extends { frame: HTMLIFrameElement }>(
  records: Iterable<T>,
  source: MessageEventSource | null,
  origin: string,
): T | null {
  if (!source) return null
  for (const record of records)
    if (record.frame.contentWindow === source && originOf(record.frame.src) === origin) return record
  return null
}

/** Runs the last task given for a key once no other came for `ms`; stops everything on `cancelAll`. */
export function debouncer(ms: number) {
  const timers = new Map<unknown, ReturnType<typeof setTimeout>>()
  return {
    run(key: unknown, task: () => void) {
      clearTimeout(timers.get(key))
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key)
          task()
        }, ms),
      )
    },
    cancelAll() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
