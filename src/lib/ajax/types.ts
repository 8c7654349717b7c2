import type { z } from 'zod'
import type { RateLimitRuleName } from '@/lib/rate-limit/rules'

/** What an ajax handler may answer: an HTML fragment, a JSON value, or a ready Response. */
export type AjaxReply = { html: string } | { json: unknown } | Response

export type AjaxContext = {
  request: Request
  /** The caller's address (src/lib/client-ip), for rate limits and one-per-visitor rules. */
  ip: string
}

export type AjaxAction<Schema extends z.ZodType = z.ZodType> = {
  schema: Schema
  /**
   * The rate limit a call spends, per address, before its input is read: the generous `ajax` rule of the
   * reads unless the action names a stricter one (a vote, the weather's provider calls). One per call.
   */
  rateLimit?: RateLimitRuleName
  /**
   * The same fields get every visitor the same answer (a search, a page of a list, a weather report):
   * its 200 answers say a shared cache may keep them a second (AJAX_SHARED_CACHE_CONTROL), and the
   * production server's micro-cache answers the repeats without Next (docs/decisions/0017). Never for
   * an answer that holds a visitor's own token, vote or state.
   */
  shared?: boolean
  handle: (input: z.infer<Schema>, context: AjaxContext) => Promise<AjaxReply> | AjaxReply
}

/** Declares an action; the helper only exists so TypeScript infers the handler's input from the schema. */
export function defineAjaxAction<Schema extends z.ZodType>(action: AjaxAction<Schema>): AjaxAction<Schema> {
  return action
}

export type AjaxTable = Record<string, AjaxAction>
