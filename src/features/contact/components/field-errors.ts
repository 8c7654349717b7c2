import type { InvalidField } from '../client/status'

/** The field name an error's `into` selector points at (`span.wpcf7-form-control-wrap[data-name="x"]`). */
export function errorFieldName(into: string): string {
  return /data-name="([^"]+)"/.exec(into)?.[1] ?? into
}

export type FieldError = { message: string; errorId: string }

/** The server's field errors by field name: the first one per field is shown. */
export function errorsByField(invalid: InvalidField[]): Map<string, FieldError> {
  const errors = new Map<string, FieldError>()
  for (const field of invalid) {
    const name = errorFieldName(field.into)
    if (!errors.has(name)) errors.set(name, { message: field.message, errorId: field.error_id })
  }
  return errors
}

/** The id of a field's control, unique on the page: `<unit tag>-<field name>`. */
export const controlId = (unitTag: string, name: string) => `${unitTag}-${name}`

/** The aria attributes of a control: invalid, and described by its entry of the screen-reader list. */
export function invalidProps(error: FieldError | undefined, describedBy?: string) {
  const ids = [describedBy, error?.errorId].filter(Boolean).join(' ')
  return {
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': ids || undefined,
  }
}
