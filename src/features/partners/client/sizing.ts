import { MIN_FRAME_SIZE_PX } from './constants'

/**
 * A size a frame asks for, in px: a number of pixels (`420`, `"420"`, `"420px"`) or a percentage of the
 * reference (`"50%"`), rounded, and never under MIN_FRAME_SIZE_PX. Null when it cannot be read (a
 * negative or non-finite number, any other text), so that the frame keeps its size.
 */
export function readSize(value: unknown, reference: number): number | null {
  let px: number
  if (typeof value === 'number') px = value
  else if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$/i.exec(value)
    if (!match) return null
    const amount = Number(match[1])
    px = match[2] === '%' ? (amount * Math.max(0, reference)) / 100 : amount
  } else return null
  if (!Number.isFinite(px) || px < 0) return null
  return Math.max(MIN_FRAME_SIZE_PX, Math.round(px))
}
