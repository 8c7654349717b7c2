import { ajaxActions } from './actions'
import { ajaxError, dispatchAjax } from '@/lib/ajax/dispatch'
import { payloadClient } from '@/lib/payload'
import { rateLimitByIp } from '@/lib/rate-limit'

// Not `force-dynamic`: POST handlers are never prerendered anyway, and force-dynamic would also switch
// off the data cache (unstable_cache) that the actions' queries rely on.

export async function POST(request: Request) {
  try {
    // Every call spends one request of a rule per address: the generous read allowance (`ajax`), or the
    // stricter rule an action declares (a vote, a comment, the weather's provider calls).
    return await dispatchAjax(request, ajaxActions, (rule) => rateLimitByIp(rule, request))
  } catch (error) {
    ;(await payloadClient()).logger.error({ err: error }, 'ajax handler failed')
    return ajaxError(500, 'Erreur interne du serveur. Réessayez dans un instant.')
  }
}

const methodNotAllowed = () =>
  new Response(JSON.stringify({ error: 'Méthode non autorisée : utilisez POST.' }), {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'application/json; charset=utf-8' },
  })

export {
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
}
