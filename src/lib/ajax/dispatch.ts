import { z } from 'zod'
import { clientIp } from '@/lib/client-ip/client-ip'
import { formToObject } from './form-fields'
import type { RateLimitRuleName } from '@/lib/rate-limit/rules'
import type { AjaxReply, AjaxTable } from './types'

/** Spends one call of a rule for the caller; answers the 429 to send back, or null. */
export type AjaxLimiter = (rule: RateLimitRuleName) => Promise<Response | null>

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A shared action's 200 answer: a second in a shared cache, never reused by the browser itself. */
export const AJAX_SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1'

export function ajaxError(status: number, message: string, details?: unknown): Response {
  return Response.json({ error: message, ...(details ? { details } : {}) }, { status, headers: NO_STORE })
}

function toResponse(reply: AjaxReply): Response {
  if (reply instanceof Response) return reply
  if ('html' in reply) {
    return new Response(reply.html, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE } })
  }
  return Response.json(reply.json, { headers: NO_STORE })
}

async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await request.json()
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      return formToObject(await request.formData())
    }
  } catch {
    return null
  }
  return null
}

/**
 * The ajax endpoint: reads the body, finds the handler named by `action`, spends the call's rate limit
 * (the action's own rule, else `ajax`), validates the input with the handler's schema and answers. Bad
 * input is always a 400 with a message; only a bug is a 500.
 */
export async function dispatchAjax(
  request: Request,
  table: AjaxTable,
  limit: AjaxLimiter = async () => null,
): Promise<Response> {
  const fields = await readFields(request)
  const action = fields?.action
  const handler = typeof action === 'string' && Object.hasOwn(table, action) ? table[action] : undefined
  const refused = await limit(handler?.rateLimit ?? 'ajax')
  if (refused) return refused
  if (!fields) {
    return ajaxError(
      400,
      'Corps de requête illisible : envoyez un formulaire (urlencoded ou multipart) ou du JSON.',
    )
  }
  if (typeof action !== 'string' || action === '') return ajaxError(400, 'Paramètre « action » manquant.')
  if (!handler) return ajaxError(400, `Action inconnue : « ${action.slice(0, 64)} ».`)

  const { action: _action, ...input } = fields
  const parsed = handler.schema.safeParse(input)
  if (!parsed.success) {
    return ajaxError(400, 'Paramètres invalides.', z.flattenError(parsed.error).fieldErrors)
  }
  const response = toResponse(await handler.handle(parsed.data, { request, ip: clientIp(request) }))
  if (handler.shared && response.status === 200 && !response.headers.has('set-cookie'))
    response.headers.set('Cache-Control', AJAX_SHARED_CACHE_CONTROL)
  return response
}
