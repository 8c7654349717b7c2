import { stripVTControlCharacters } from 'node:util'
import type { Logger } from 'pino'
import { currentRequestId } from '../../src/lib/request-context'

/**
 * Next reports an error it caught while handling a request (a page or a route that threw) through
 * console.error, then renders its own 500 page. Inside a request, that report becomes one JSON error
 * line carrying the request's id; outside a request, console.error is left as it was.
 */
export function logRequestErrorsAsJson(logger: Logger): void {
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    const requestId = currentRequestId()
    if (!requestId) return original(...args)
    const err = args.find((arg): arg is Error => arg instanceof Error)
    const words = args
      .filter((arg): arg is string => typeof arg === 'string')
      .map((text) => stripVTControlCharacters(text).replace(/^\s*⨯\s*/, ''))
      .join(' ')
      .trim()
    logger.error({ requestId, err }, words || err?.message || 'error')
  }
}
