import type { FlattenedField, Payload } from 'payload'
import type { FieldInfo, FieldKind } from './where-check'

const kindByType: Partial<Record<FlattenedField['type'], FieldKind>> = {
  number: 'number',
  date: 'date',
  checkbox: 'boolean',
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  select: 'option',
  radio: 'option',
  richText: 'text',
  json: 'json',
  group: 'container',
  array: 'container',
  tab: 'container',
  blocks: 'container',
}

const versionFields: Record<string, FieldKind> = {
  id: 'id',
  parent: 'id',
  latest: 'boolean',
  autosave: 'boolean',
  createdAt: 'date',
  updatedAt: 'date',
}

/**
 * What a dotted `where` path of a collection holds, following groups, arrays and single-target
 * relationships (`category.caption`) as Payload does; undefined when there is no such path.
 * Versions are queried as `version.<field>` beside their own `parent`, `latest` and dates.
 */
export function fieldKindResolver(payload: Payload, slug: string, versions: boolean): (path: string) => FieldInfo | undefined {
  return (path) => {
    const segments = path.split('.')
    if (versions) {
      if (segments[0] !== 'version') return Object.hasOwn(versionFields, path) ? { kind: versionFields[path]! } : undefined
      segments.shift()
    }
    return resolve(payload, payload.collections[slug as keyof Payload['collections']]?.config.flattenedFields, segments, 0)
  }
}

function resolve(payload: Payload, fields: FlattenedField[] | undefined, segments: string[], hops: number): FieldInfo | undefined {
  const [name, ...rest] = segments
  if (!fields || !name || hops > 3) return undefined
  if (name === 'id') return rest.length === 0 ? { kind: 'id' } : undefined
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) return undefined
  if (field.type === 'relationship' || field.type === 'upload') {
    if (rest.length === 0) return { kind: typeof field.relationTo === 'string' ? 'id' : 'container' }
    if (typeof field.relationTo !== 'string') return undefined
    const target = payload.collections[field.relationTo as keyof Payload['collections']]?.config.flattenedFields
    return resolve(payload, target, rest, hops + 1)
  }
  const kind = kindByType[field.type]
  if (!kind) return undefined
  // Payload writes a JSON path's segments into the SQL it builds: plain names only.
  if (kind === 'json') return rest.every((segment) => /^[A-Za-z0-9_]{1,64}$/.test(segment)) ? { kind } : undefined
  if (field.type === 'select' || field.type === 'radio') {
    if (rest.length > 0) return undefined
    // PostgreSQL keeps a select as an enum: only its options compare, and LIKE does not apply. Elsewhere it is text.
    if (payload.db.name !== 'postgres') return { kind: 'text' }
    return { kind, options: field.options.map((option) => (typeof option === 'string' ? option : option.value)) }
  }
  if (rest.length === 0) return { kind }
  if ('flattenedFields' in field) return resolve(payload, field.flattenedFields, rest, hops)
  return undefined
}
