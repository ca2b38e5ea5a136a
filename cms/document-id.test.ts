import { describe, expect, it } from 'vitest'
import { storedId, storedIds } from './document-id'

const sql = { db: { defaultIDType: 'number', name: 'sqlite' } } as never
const mongo = { db: { defaultIDType: 'text', name: 'mongoose' } } as never
const objectId = '665f1c2e9b1d4a0012345678'

describe('storedId', () => {
  it('turns an id from outside into a SQL row number, or null when no row can have it', () => {
    expect(storedId(sql, '31')).toBe(31)
    expect(storedId(sql, 31)).toBe(31)
    for (const id of ['0', '-1', '031', '1e3', objectId, '99999999999999999', 'abc', 0, -4, 1.5])
      expect(storedId(sql, id), String(id)).toBeNull()
  })

  it('passes a MongoDB ObjectId through as the string Payload gives back, and nothing else', () => {
    expect(storedId(mongo, objectId)).toBe(objectId)
    for (const id of ['31', 31, objectId.slice(1), `${objectId}0`, 'zz5f1c2e9b1d4a0012345678'])
      expect(storedId(mongo, id), String(id)).toBeNull()
  })

  it('drops from a list what cannot name a document', () => {
    expect(storedIds(sql, ['1', 'x', 2])).toEqual([1, 2])
    expect(storedIds(mongo, ['1', objectId])).toEqual([objectId])
  })
})
