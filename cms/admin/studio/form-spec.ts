import type { z } from 'zod'
import { imageSchema } from '@schemas/screens/common'
import { fieldHint, fieldLabel } from './field-labels'

/**
 * What the studio draws for one value of a screen or of the settings, worked out from the zod
 * schema itself, so a field added to a schema shows up in the form without touching the studio.
 */
export type FieldSpec =
  | { kind: 'text'; multiline: boolean }
  | { kind: 'image' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'fixed' }
  | { kind: 'list'; item: FieldSpec; itemLabel: string; fixedLength?: number }
  | { kind: 'group'; fields: NamedField[] }
  /** Unions and maps (skip rules, branches, styles): a small JSON box on the field itself. */
  | { kind: 'json' }

export type NamedField = {
  name: string
  label: string
  spec: FieldSpec
  /** Leaving it empty removes the key, so the schema's default (or nothing) applies. */
  optional: boolean
  hint?: string
  defaultValue?: unknown
}

type Def = { type: string; [key: string]: unknown }
type AnySchema = z.ZodType & { _zod: { def: Def } }

const multilineNames = new Set(['description', 'text', 'comment', 'claim', 'privacyNote', 'disclaimer'])

function defOf(schema: unknown): Def {
  return (schema as AnySchema)._zod.def
}

/** Peels optional/default/prefault wrappers: the inner schema, whether it may be left out and its default. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; defaultValue?: unknown } {
  let inner = schema
  let optional = false
  let defaultValue: unknown
  for (;;) {
    const def = defOf(inner)
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true
      if (def.type !== 'optional' && defaultValue === undefined) {
        const value = def.defaultValue
        defaultValue = typeof value === 'function' ? (value as () => unknown)() : value
      }
      inner = def.innerType as AnySchema
      continue
    }
    return { inner, optional, ...(defaultValue === undefined ? {} : { defaultValue }) }
  }
}

export function specOf(schema: unknown, name = ''): FieldSpec {
  const { inner } = unwrap(schema as AnySchema)
  if (inner === (imageSchema as unknown)) return { kind: 'image' }
  const def = defOf(inner)
  switch (def.type) {
    case 'string':
      return { kind: 'text', multiline: multilineNames.has(name) }
    case 'number':
    case 'int':
      return { kind: 'number', integer: isInteger(inner) }
    case 'boolean':
      return { kind: 'boolean' }
    case 'enum':
      return { kind: 'enum', options: Object.values(def.entries as Record<string, string>) }
    case 'literal':
      return { kind: 'fixed' }
    case 'array':
      return { kind: 'list', item: specOf(def.element, singular(name)), itemLabel: fieldLabel(singular(name)) }
    case 'tuple': {
      const items = def.items as unknown[]
      return { kind: 'list', item: specOf(items[0], singular(name)), itemLabel: fieldLabel(singular(name)), fixedLength: items.length }
    }
    case 'object':
      return { kind: 'group', fields: fieldsOf(inner, { nested: true }) }
    default:
      return { kind: 'json' }
  }
}

/** The named fields of an object schema, in the schema's order, its discriminating `type` left out. */
export function fieldsOf(schema: unknown, { nested = false } = {}): NamedField[] {
  const shape = defOf(schema).shape as Record<string, AnySchema>
  return Object.entries(shape)
    .filter(([name, field]) => !(name === 'type' && defOf(field).type === 'literal'))
    .map(([name, field]) => {
      const { optional, defaultValue } = unwrap(field)
      const hint = fieldHint(field.description ?? unwrap(field).inner.description)
      return {
        name,
        // An option's or a slide's id is not a screen's: "Screen name" on it would mislead (and repeat the label).
        label: nested && name === 'id' ? 'Name (used by rules)' : fieldLabel(name),
        spec: specOf(field, name),
        optional,
        ...(hint ? { hint } : {}),
        ...(defaultValue === undefined ? {} : { defaultValue }),
      }
    })
}

function isInteger(schema: AnySchema): boolean {
  const def = defOf(schema)
  if (def.type === 'int') return true
  const format = (schema as unknown as { format?: string | null }).format
  return typeof format === 'string' && format.includes('int')
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`
  return name.endsWith('s') ? name.slice(0, -1) : name
}
