import { describe, expect, it } from 'vitest'
import { idKey, isId, relationId, sameId } from './id'
import { idInput, idString } from './id-schema'

const objectId = '665f1c2e9b1d4a0012345678'

describe('opaque ids', () => {
  it('take a SQL row number or a MongoDB ObjectId, and nothing outside the id charset', () => {
    for (const id of ['31', objectId, 'a_b-C9', 'x'.repeat(64)]) expect(idString.safeParse(id).success, id).toBe(true)
    for (const id of ['', 'x'.repeat(65), '1.5', ' 31', '31 ', '../31', '%2e', '３１', '31;drop', 'a/b', '\u0000']) {
      expect(idString.safeParse(id).success, JSON.stringify(id)).toBe(false)
    }
  })

  it('accept a number in a JSON body, as the apps sent SQL ids, and normalise it to its string', () => {
    expect(idInput.parse(31)).toBe('31')
    expect(idInput.parse('31')).toBe('31')
    expect(idInput.parse(objectId)).toBe(objectId)
    for (const bad of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, null, true, {}, [], ''])
      expect(idInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('compare by their normal form, loaded relationships included; missing never matches', () => {
    expect(sameId(31, '31')).toBe(true)
    expect(sameId({ id: 31 }, '31')).toBe(true)
    expect(sameId(objectId, { id: objectId })).toBe(true)
    expect(sameId(31, 32)).toBe(false)
    expect(sameId(null, null)).toBe(false)
    expect(sameId(undefined, 31)).toBe(false)
    expect(idKey(31)).toBe(idKey('31'))
  })

  it('read a relationship value as the database gave it, loaded or not', () => {
    expect(relationId(31)).toBe(31)
    expect(relationId(objectId)).toBe(objectId)
    expect(relationId({ id: objectId, title: 'x' })).toBe(objectId)
    expect(relationId({ id: 7 })).toBe(7)
    for (const none of [null, undefined, '', {}, Number.NaN]) expect(relationId(none)).toBeNull()
  })

  it('know what could be an id', () => {
    expect([31, '31', objectId].every(isId)).toBe(true)
    expect([0, -1, 1.5, '', '../x', null, {}].some(isId)).toBe(false)
  })
})
