import type { FieldSpec } from './form-spec'
import { isRecord } from './form-model'

/** A fresh list item for `spec`: required fields filled, ids unique among `siblings`. */
export function newItem(spec: FieldSpec, siblings: readonly unknown[], label: string): unknown {
  switch (spec.kind) {
    case 'text':
      return `New ${label.toLowerCase()}`
    case 'number':
      return 1
    case 'boolean':
      return false
    case 'enum':
      return spec.options[0]
    case 'list':
      return []
    case 'group': {
      const out: Record<string, unknown> = {}
      for (const field of spec.fields) {
        if (field.optional) continue
        out[field.name] = field.name === 'id' ? freeId(siblings, label) : newItem(field.spec, [], field.label)
      }
      return out
    }
    default:
      return ''
  }
}

function freeId(siblings: readonly unknown[], label: string): string {
  const taken = new Set(siblings.map((item) => (isRecord(item) ? item.id : undefined)))
  const base = label.toLowerCase().replace(/[^a-z0-9]/g, '') || 'item'
  for (let n = siblings.length + 1; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`
}
