import { describe, expect, it } from 'vitest'
import { checkWhere, type FieldKind } from './where-check'

const kinds: Record<string, FieldKind> = {
  id: 'id',
  title: 'text',
  createdAt: 'date',
  order: 'number',
  featured: 'boolean',
  definition: 'json',
}
const context = { kindOf: (path: string) => kinds[path], isId: (value: string) => /^\d{1,10}$/.test(value) }

describe('checkWhere', () => {
  it('accepts what Payload can run', () => {
    for (const where of [
      { title: { like: 'AI' }, createdAt: { less_than: '2025-01-01' } },
      { or: [{ id: { in: '1,2' } }, { order: { greater_than: '-1.5' } }] },
      { and: { 0: { featured: { equals: 'true' } }, 1: { title: { exists: 'false' } } } },
      { id: { in: ['1', '2'] }, title: { equals: 'null' } },
      { definition: { contains: 'x' } },
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
      [{ createdAt: { less_than: 'a,b' } }, /not a date/],
      [{ createdAt: { equals: '\0' } }, /NUL/],
      [{ id: { equals: '1e400' } }, /not a document id/],
      [{ order: { equals: '1e400' } }, /not a number/],
      [{ id: { in: '' } }, /at least one value/],
      [{ title: { equals: { x: '1' } } }, /one value/],
      [{ featured: { equals: 'maybe' } }, /true or false/],
      [{ or: 'x' }, /list of conditions/],
      [{ or: [{ or: [{ or: [{ or: [{ or: [{ or: [{ title: { equals: 'a' } }] }] }] }] }] }] }, /nest/],
    ]
    for (const [where, message] of cases) expect(checkWhere(where, context), JSON.stringify(where)).toMatch(message)
  })
})
