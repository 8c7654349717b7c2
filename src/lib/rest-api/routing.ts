/**
 * Which collection or global, and which of its endpoints, a REST address reaches: the same reading as
 * Payload's own router (the first segment names a collection, or `globals/<slug>` a global; the rest is
 * matched against that entity's endpoint paths such as `/:id`, `/versions/:id`, `/access/:id?`), so
 * that checks apply to the request Payload is about to run.
 */
export type EndpointLike = { path: string; method: string }
export type EntityLike = { slug: string; endpoints: false | EndpointLike[] }

export type RestRoute =
  | { kind: 'root' }
  | {
      kind: 'collection' | 'global'
      slug: string
      /** Payload has switched this entity's endpoints off (its own internal collections). */
      closed: boolean
      endpoint?: EndpointLike
      params: Record<string, string>
    }

/** Path segments decoded, or null when one of them is not valid percent-encoding. */
export function decodeSegments(path: string): string[] | null {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

/** Matches decoded segments against an endpoint path (`/versions/:id`, `/access/:id?`). */
function matchPath(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  let i = 0
  for (const part of parts) {
    const param = /^:(\w+)(\?)?$/.exec(part)
    const segment = segments[i]
    if (param) {
      if (segment === undefined) {
        if (param[2]) continue
        return null
      }
      params[param[1]] = segment
    } else if (segment !== part) return null
    i++
  }
  return i === segments.length ? params : null
}

/**
 * The route of `segments` (decoded, after the API prefix) for `method`, given the configured
 * collections and globals.
 */
export function findRestRoute(
  method: string,
  segments: string[],
  collections: EntityLike[],
  globals: EntityLike[],
): RestRoute {
  const isGlobal = segments[0] === 'globals'
  const [slug, ...rest] = isGlobal ? segments.slice(1) : segments
  const entity = slug
    ? (isGlobal ? globals : collections).find((candidate) => candidate.slug === slug)
    : undefined
  if (!entity) return { kind: 'root' }
  const kind = isGlobal ? 'global' : 'collection'
  if (entity.endpoints === false) return { kind, slug: entity.slug, closed: true, params: {} }
  for (const endpoint of entity.endpoints) {
    if (endpoint.method.toLowerCase() !== method.toLowerCase()) continue
    const params = matchPath(endpoint.path, rest)
    if (params) return { kind, slug: entity.slug, closed: false, endpoint, params }
  }
  return { kind, slug: entity.slug, closed: false, params: {} }
}
