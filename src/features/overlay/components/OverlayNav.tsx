import { LABELS, type GroupPosition } from '../rules'

type Props = { position: GroupPosition; onGo: (index: number | null) => void }

/**
 * 'Préc.', 'Image 2 sur 5', 'Suiv.'. At either end the button stays in place, marked aria-disabled rather
 * than removed or disabled, so keyboard focus is never dropped out of the dialog. The counter is a polite
 * live region: moving through the group is announced.
 */
export function OverlayNav({ position, onGo }: Props) {
  return (
    <div className="overlay__nav">
      <button
        type="button"
        className="overlay__button"
        aria-disabled={position.previous === null || undefined}
        onClick={() => onGo(position.previous)}
      >
        {LABELS.previous}
      </button>
      <span className="overlay__counter" aria-live="polite">
        {position.label}
      </span>
      <button
        type="button"
        className="overlay__button"
        aria-disabled={position.next === null || undefined}
        onClick={() => onGo(position.next)}
      >
        {LABELS.next}
      </button>
    </div>
  )
}
