import type { Config } from 'payload'
import { currentRequestId } from './request-context'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

const ERROR_LEVEL = 50

/** An error that is the client's doing (a 4xx status): a wrong password, a bad query, a missing page. */
function clientErrorOf(value: unknown): { message: string; status: number } | undefined {
  if (!(value instanceof Error) || !('status' in value)) return undefined
  const status = Number(value.status)
  return status >= 400 && status < 500 ? { message: value.message, status } : undefined
}

/**
 * Payload logs every error a request raised at the error level, with its stack. A refusal the client
 * caused (wrong password, invalid query, forbidden) is expected: it becomes one info line with the status
 * and the message, without the stack. Payload's own `loggingLevels` setting cannot do this in production:
 * it matches errors by class name, which the server bundle's minifier renames.
 */
export const downgradeClientErrors: LogMethodHook = function (args, method, level) {
  const [first] = args
  const error = first && typeof first === 'object' && 'err' in first ? clientErrorOf(first.err) : undefined
  if (level >= ERROR_LEVEL && error) {
    this.info({ status: error.status }, error.message)
    return
  }
  method.apply(this, args)
}

/**
 * Adds the id of the request being handled to every line Payload logs while handling it, so that an error
 * can be matched with the server's request line (scripts/serve.ts gives the ids).
 */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId()
  return requestId ? { requestId } : {}
}
