import { HONEYPOT_FIELD } from '../fields'
import './honeypot.css'

/**
 * The honeypot input of a visitor form: off screen, out of the tab order and hidden from assistive
 * technology, so only a robot filling every input writes in it. Put it anywhere inside the <form>.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Ne remplissez pas ce champ
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
