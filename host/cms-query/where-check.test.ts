import { describe, expect, it } from 'vitest'
import { checkWhere, type FieldInfo } from './where-check'

const fields: Record<string, FieldInfo> = {
  id: { kind: 'id' },
  title: { kind: 'text' },
  createdAt: { kind: 'date' },
  order: { kind: 'number' },
  featured: { kind: 'boolean' },
  definition: { kind: 'json' },
  status: { kind: 'option', options: ['draft', 'published'] },
}
const context = { kindOf: (path: string) => fields[path], isId: (value: string) => /^\d{1,10}$/.test(value) }

describe('checkWhere', () => {
  it('accepts what Payload can run', () => {
    for (const where of [
      { title: { like: 'AI' }, createdAt: { less_than: '2025-01-01' } },
      { or: [{ id: { in: '1,2' } }, { order: { greater_than: '-1.5' } }] },
      { and: { 0: { featured: { equals: 'true' } }, 1: { title: { exists: 'false' } } } },
      { id: { in: ['1', '2'] }, title: { equals: 'null' } },
      { definition: { like: 'x' } },
      { status: { in: 'draft,published' } },
    ])
      expect(checkWhere(where, context), JSON.stringify(where)).toBeNull()
  })

  it('says what is wrong with anything else', () => {
    const cases: [unknown, RegExp][] = [
      ['x', /set of conditions/],
      [{ title: 'x' }, /needs an operator/],
      [{ nope: { equals: '1' } }, /"nope" cannot be queried/],
      [{ title: { near: 'x' } }, /"near" does not apply/],
      [{ definition: { in: 'a' } }, /"in" does not apply/],
      [{ definition: { contains: 'a' } }, /"contains" does not apply/],
      [{ status: { like: 'dra' } }, /"like" does not apply/],
      [{ status: { equals: 'archived' } }, /not one of draft, published/],
      [{ status: { equals: 'null' } }, /not one of/],
      [{ title: { not_like: 'a\\' } }, /backslash/],
      [{ createdAt: { less_than: 'a,b' } }, /not a date/],
      [{ createdAt: { equals: '\0' } }, /NUL/],
      [{ id: { equals: '1e400' } }, /not a document id/],
      [{ order: { equals: '1e400' } }, /not a number/],
      [{ id: { in: '' } }, /at least one value/],
      [{ title: { equals: { x: '1' } } }, /one value/],
      [{ featured: { equals: 'maybe' } }, /true or false/],
      [{ createdAt: { greater_than: '-271821-04-20' } }, /not a date/],
      [{ definition: { like: "x' OR 1=1" } }, /letters, digits and spaces/],
      [{ or: 'x' }, /list of conditions/],
      [{ or: [{ or: [{ or: [{ or: [{ or: [{ or: [{ title: { equals: 'a' } }] }] }] }] }] }] }, /nest/],
    ]
    for (const [where, message] of cases) expect(checkWhere(where, context), JSON.stringify(where)).toMatch(message)
  })
})
