import type { FlattenedField, Payload } from 'payload'
import type { FieldKind } from './where-check'

const kindByType: Partial<Record<FlattenedField['type'], FieldKind>> = {
  number: 'number',
  date: 'date',
  checkbox: 'boolean',
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  select: 'text',
  radio: 'text',
  richText: 'text',
  json: 'json',
  group: 'container',
  array: 'container',
  tab: 'container',
  blocks: 'container',
}

/**
 * What a dotted `where` path of a collection holds, following groups, arrays and single-target
 * relationships (`category.caption`) as Payload does; undefined when there is no such path.
 * Versions are queried as `version.<field>` beside their own `parent`, `latest` and dates.
 */
export function fieldKindResolver(payload: Payload, slug: string, versions: boolean): (path: string) => FieldKind | undefined {
  return (path) => {
    const segments = path.split('.')
    if (versions) {
      if (segments[0] === 'version') segments.shift()
      else
        return { parent: 'id', latest: 'boolean', autosave: 'boolean', createdAt: 'date', updatedAt: 'date', id: 'id' }[path] as FieldKind
    }
    return resolve(payload, payload.collections[slug as keyof Payload['collections']]?.config.flattenedFields, segments, 0)
  }
}

function resolve(payload: Payload, fields: FlattenedField[] | undefined, segments: string[], hops: number): FieldKind | undefined {
  const [name, ...rest] = segments
  if (!fields || !name || hops > 3) return undefined
  if (name === 'id') return rest.length === 0 ? 'id' : undefined
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field) return undefined
  if (field.type === 'relationship' || field.type === 'upload') {
    if (rest.length === 0) return typeof field.relationTo === 'string' ? 'id' : 'container'
    if (typeof field.relationTo !== 'string') return undefined
    const target = payload.collections[field.relationTo as keyof Payload['collections']]?.config.flattenedFields
    return resolve(payload, target, rest, hops + 1)
  }
  const kind = kindByType[field.type]
  if (rest.length === 0 || kind === 'json') return kind
  if ('flattenedFields' in field) return resolve(payload, field.flattenedFields, rest, hops)
  return undefined
}
