import type { BasePayload, Collection } from 'payload'
import type { IdType, QueryField, QuerySchema } from './fields'

/** The fields Payload gives every version document, around the document itself (`version`). */
const versionFields = (slug: string | undefined, fields: readonly QueryField[]): QueryField[] => [
  { name: 'version', type: 'group', flattenedFields: [...fields] },
  ...(slug ? [{ name: 'parent', type: 'relationship', relationTo: slug }] : []),
  { name: 'latest', type: 'checkbox' },
  { name: 'autosave', type: 'checkbox' },
  { name: 'snapshot', type: 'checkbox' },
  { name: 'createdAt', type: 'date' },
  { name: 'updatedAt', type: 'date' },
]

const schemas = new WeakMap<BasePayload, Map<string, QuerySchema>>()

/**
 * The query schema of a collection or global of this Payload instance, or of its versions: its fields
 * (Payload's flattened fields), its id type (a custom id field's, else the database's) and the same for
 * the collections its relations point to. Built once per instance and kind.
 */
export function querySchema(
  payload: BasePayload,
  target: { kind: 'collection' | 'global'; slug: string },
  versions = false,
): QuerySchema | undefined {
  let cache = schemas.get(payload)
  if (!cache) schemas.set(payload, (cache = new Map()))
  const key = `${target.kind}:${target.slug}:${versions}`
  const cached = cache.get(key)
  if (cached) return cached
  const defaultIdType = payload.db.defaultIDType as IdType
  const related = (slug: string) => querySchema(payload, { kind: 'collection', slug })
  let schema: QuerySchema | undefined
  if (target.kind === 'collection') {
    const collection = (payload.collections as Record<string, Collection | undefined>)[target.slug]
    if (!collection) return undefined
    const fields = collection.config.flattenedFields as unknown as QueryField[]
    schema = {
      fields: versions ? versionFields(target.slug, fields) : fields,
      idType: versions ? defaultIdType : ((collection.customIDType as IdType | undefined) ?? defaultIdType),
      related,
    }
  } else {
    const global = payload.globals.config.find((candidate) => candidate.slug === target.slug)
    if (!global) return undefined
    const fields = global.flattenedFields as unknown as QueryField[]
    schema = { fields: versions ? versionFields(undefined, fields) : fields, idType: defaultIdType, related }
  }
  cache.set(key, schema)
  return schema
}
