import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'

/**
 * Bounds on what one REST request of a visitor (no logged-in user) may ask for. `limit=0` and
 * `pagination=false` mean "every document" to Payload, and `depth=10` populates relations ten levels
 * deep: one request could read the whole database. Editors and the server's own reads (Payload's local
 * API, which public pages use) are not concerned.
 */
export const VISITOR_MAX_LIMIT = 100
export const VISITOR_MAX_DEPTH = 2

type Args = { depth?: unknown; limit?: unknown; pagination?: unknown } & Record<string, unknown>

const isVisitorOverRest = (req: PayloadRequest | undefined) => req?.payloadAPI === 'REST' && !req.user

/** The operation's arguments with the visitor bounds applied. */
export function boundVisitorArgs(args: Args): Args {
  const bounded = { ...args }
  if (typeof args.depth === 'number' && args.depth > VISITOR_MAX_DEPTH) bounded.depth = VISITOR_MAX_DEPTH
  if (args.pagination === false) bounded.pagination = true
  if (typeof args.limit === 'number' && (args.limit <= 0 || args.limit > VISITOR_MAX_LIMIT))
    bounded.limit = VISITOR_MAX_LIMIT
  else if (args.pagination === false && args.limit === undefined) bounded.limit = VISITOR_MAX_LIMIT
  return bounded
}

const beforeOperation = ({ args, req }: { args?: Args; req?: PayloadRequest }) =>
  args && isVisitorOverRest(req) ? boundVisitorArgs(args) : args

/**
 * Adds the visitor bounds to every collection or global given (payload.config.ts passes them all), as
 * a `beforeOperation` hook, after the entity's own hooks.
 */
export function withVisitorLimits<Entity extends CollectionConfig | GlobalConfig>(
  entities: Entity[],
): Entity[] {
  return entities.map((entity) => ({
    ...entity,
    hooks: {
      ...entity.hooks,
      beforeOperation: [...(entity.hooks?.beforeOperation ?? []), beforeOperation],
    },
  }))
}
