import type { z } from 'zod'
import { PROVIDER_TIMEOUT_MS } from '../rules'

/** A provider's answer was not what it should be: an error status, a timeout or an unexpected shape. */
export class ProviderError extends Error {
  override name = 'ProviderError'
}

const REASONS: Record<string, string> = { TimeoutError: 'timeout', SyntaxError: 'not JSON' }
const reason = (error: unknown) => REASONS[(error as Error).name] ?? 'unreachable'

/**
 * GETs a provider's JSON and checks its shape. The whole call, body included, has PROVIDER_TIMEOUT_MS:
 * a slow provider must never hold the visitor's request longer. The URL is not put in the error: it may
 * carry an API key or a visitor's position.
 */
export async function fetchJson<T>(url: URL, schema: z.ZodType<T>): Promise<T> {
  let body: unknown
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
    if (!response.ok) {
      await response.body?.cancel()
      throw new ProviderError(`${url.host}${url.pathname}: HTTP ${response.status}`)
    }
    body = await response.json()
  } catch (error) {
    if (error instanceof ProviderError) throw error
    throw new ProviderError(`${url.host}${url.pathname}: ${reason(error)}`, { cause: error })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new ProviderError(`${url.host}${url.pathname}: unexpected answer`)
  return parsed.data
}
