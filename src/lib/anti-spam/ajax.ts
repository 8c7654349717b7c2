import { z } from 'zod'
import { defineAjaxAction } from '@/lib/ajax/types'
import { ANTI_SPAM_SCOPES, MIN_FILL_MS } from './fields'
import { issueTimingToken } from './timing-token'

/**
 * `POST /ajax` with `action=anti_spam_token&scope=<form>`: a fresh timing token for that form, asked by
 * the browser when the visitor first interacts with it. Counted by the endpoint's read allowance.
 */
export const antiSpamTokenAction = defineAjaxAction({
  schema: z.object({ scope: z.enum(ANTI_SPAM_SCOPES, 'Formulaire inconnu.') }),
  handle: ({ scope }) => ({ json: { token: issueTimingToken(scope), minFillMs: MIN_FILL_MS } }),
})
