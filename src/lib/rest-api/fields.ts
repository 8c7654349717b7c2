/**
 * What a `where` path points to, from a collection's fields as Payload describes them (its
 * `flattenedFields`). Only what query validation needs; Payload's field objects fit these shapes.
 */
export type QueryField = {
  name: string
  type: string
  hasMany?: boolean
  relationTo?: string | string[]
  flattenedFields?: QueryField[]
}

export type IdType = 'number' | 'text'

/** The fields of a collection (or of its versions), its id type, and the collections it relates to. */
export type QuerySchema = {
  fields: readonly QueryField[]
  idType: IdType
  related: (slug: string) => QuerySchema | undefined
}

/** An id, or a field; a relation to one collection also gives the id type its values must have. */
export type ResolvedPath =
  { kind: 'id'; idType: IdType } | { kind: 'field'; field: QueryField; relatedIdType?: IdType }

const isRelation = (field: QueryField) => field.type === 'relationship' || field.type === 'upload'

/**
 * The field a dotted path names (`publishedAt`, `seo.title`, `categories.slug`, `cover.id`), or null
 * when the path goes where this reading does not follow (blocks, polymorphic relations, unknown names):
 * Payload checks those paths itself.
 */
export function resolvePath(path: string, schema: QuerySchema): ResolvedPath | null {
  const segments = path.split('.')
  let current = schema
  let fields = schema.fields
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]
    const last = i === segments.length - 1
    if (segment === 'id' && last) return { kind: 'id', idType: current.idType }
    const field = fields.find((candidate) => candidate.name === segment)
    if (!field) return null
    if (last) {
      const related =
        isRelation(field) && typeof field.relationTo === 'string'
          ? current.related(field.relationTo)
          : undefined
      return { kind: 'field', field, relatedIdType: related?.idType }
    }
    if (field.flattenedFields) {
      fields = field.flattenedFields
      continue
    }
    if (isRelation(field) && typeof field.relationTo === 'string') {
      const related = current.related(field.relationTo)
      if (!related) return null
      current = related
      fields = related.fields
      continue
    }
    return null
  }
  return null
}
