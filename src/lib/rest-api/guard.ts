import type { BasePayload, Collection } from 'payload'
import { payloadClient } from '@/lib/payload'
import { parseRestQuery, queryProblem } from './query'
import { decodeSegments, findRestRoute, type EntityLike, type RestRoute } from './routing'
import { querySchema } from './schema'

/**
 * The edge of Payload's REST API (`/api/...`): every request is checked here before Payload's handler
 * runs, and bad input gets a 4xx with a French message instead of reaching the database. Payload's
 * handler is generated code whose only extension points come after its own parsing, and the failures
 * were in that parsing and in the database calls after it:
 * - an id in the address that is not of the collection's id type (`/api/articles/abc`, `/api/articles/me`)
 *   went to the database as NaN: 404 here;
 * - `where` values of the wrong type or shape, `limit=1e999`, `limit[$ne]=1`, `where` or `data` given
 *   as broken JSON (query.ts, where.ts): 400;
 * - a `_payload` form field that is not JSON, on multipart writes: 400;
 * - `/verify/<token>` on an auth collection without e-mail verification queried a column that does not
 *   exist, and Payload's own collections with no endpoints answered 501: 404.
 * Everything else goes to Payload untouched.
 */
type Handler<Context> = (request: Request, context: Context) => Promise<Response>

const NO_SUCH_ADDRESS = 'Cette adresse de l’API n’existe pas.'

const answer = (status: 400 | 404, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const wantsGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' ||
    request.headers.get('X-HTTP-Method-Override') === 'GET')

const contentType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0].trim()

/** The query Payload will read: the address's, or for a POST standing for a GET, the form body's. */
async function querySearch(request: Request, url: URL): Promise<string> {
  if (wantsGet(request) && contentType(request) === 'application/x-www-form-urlencoded')
    return `?${await request.clone().text()}`
  return url.search
}

function idProblem(payload: BasePayload, route: RestRoute): string | null {
  if (route.kind === 'root' || !route.endpoint) return null
  const { path } = route.endpoint
  if (path === '/verify/:id') {
    const collection = (payload.collections as Record<string, Collection | undefined>)[route.slug]
    return collection?.config.auth?.verify ? null : NO_SUCH_ADDRESS
  }
  const id = route.params.id
  if (id === undefined) return null
  const schema = querySchema(payload, route, path.startsWith('/versions'))
  if (schema?.idType === 'number' && !/^\d{1,15}$/.test(id))
    return `Aucun document ici : « ${id.slice(0, 40)} » n’est pas un identifiant (un nombre entier) de « ${route.slug} ».`
  return null
}

/** Multipart writes carry the document as JSON in a `_payload` field, which Payload parses unguarded. */
async function multipartProblem(request: Request): Promise<string | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method) || contentType(request) !== 'multipart/form-data')
    return null
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return 'Corps multipart illisible.'
  }
  const data = form.get('_payload')
  if (typeof data !== 'string') return null
  try {
    const value: unknown = JSON.parse(data)
    if (value && typeof value === 'object' && !Array.isArray(value)) return null
  } catch {
    // answered below
  }
  return '« _payload » doit être un objet JSON valide.'
}

/** Why Payload must not run this request, as an answer, or null. */
export async function refuseRestRequest(request: Request): Promise<Response | null> {
  const payload = await payloadClient()
  const url = new URL(request.url)
  const apiRoute = payload.config.routes.api
  if (!url.pathname.startsWith(apiRoute)) return null
  const segments = decodeSegments(url.pathname.slice(apiRoute.length))
  if (!segments) return answer(400, 'Adresse mal encodée : un « % » n’y est pas suivi d’un code valide.')
  const route = findRestRoute(
    wantsGet(request) ? 'GET' : request.method,
    segments,
    payload.config.collections as unknown as EntityLike[],
    payload.config.globals as unknown as EntityLike[],
  )
  if (route.kind !== 'root' && route.closed) return answer(404, NO_SUCH_ADDRESS)
  const wrongId = idProblem(payload, route)
  if (wrongId) return answer(404, wrongId)
  const schema =
    route.kind === 'root'
      ? undefined
      : querySchema(payload, route, route.endpoint?.path.startsWith('/versions') ?? false)
  const badQuery = queryProblem(parseRestQuery(await querySearch(request, url)), schema)
  if (badQuery) return answer(400, badQuery)
  const badBody = await multipartProblem(request)
  return badBody ? answer(400, badBody) : null
}

/** Wraps one of Payload's REST handlers (route.ts) with the checks above. */
export function guardRest<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => (await refuseRestRequest(request)) ?? handler(request, context)
}
