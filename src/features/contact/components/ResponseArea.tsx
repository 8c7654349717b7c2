import type { ContactField } from '../definition'
import { statusLabel, type ContactState } from '../client/status'
import { controlId } from './field-errors'
import { errorFieldName } from './field-errors'

/**
 * The outcome for sighted visitors, under the submit button. It is hidden from assistive technology,
 * which hears the same message from the live region of ScreenReaderResponse.
 */
export function ResponseArea({ state }: { state: ContactState }) {
  const tone = state.transportError ? 'failed' : statusLabel(state.status)
  return (
    <div className={`wpcf7-response-output contact-form__response is-${tone}`} aria-hidden="true">
      {state.message}
    </div>
  )
}

type Props = { unitTag: string; state: ContactState; fields: ContactField[] }

/**
 * Visually hidden: a polite live region announcing the outcome, and the list of field errors, each a
 * link to its field. A control in error is described by its entry (`aria-describedby` = `error_id`).
 */
export function ScreenReaderResponse({ unitTag, state, fields }: Props) {
  const labels = new Map(fields.map((field) => [field.name, 'label' in field ? field.label : field.name]))
  return (
    <div className="screen-reader-response visually-hidden">
      <p role="status" aria-live="polite" aria-atomic="true">
        {state.message}
      </p>
      <ul>
        {state.invalidFields.map((error) => {
          const name = errorFieldName(error.into)
          return (
            <li key={error.error_id} id={error.error_id}>
              <a href={`#${controlId(unitTag, name)}`}>
                {labels.get(name) ?? name} : {error.message}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
