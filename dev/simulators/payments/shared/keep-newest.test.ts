import { describe, expect, it } from 'vitest'
import { keepNewest, pushNewest } from './keep-newest'

describe('keepNewest', () => {
  it('drops the oldest entries past the cap and says which', () => {
    const map = new Map<string, number>()
    expect(keepNewest(map, 'a', 1, 2)).toEqual([])
    expect(keepNewest(map, 'b', 2, 2)).toEqual([])
    expect(keepNewest(map, 'c', 3, 2)).toEqual([1])
    expect([...map.keys()]).toEqual(['b', 'c'])
  })
})

describe('pushNewest', () => {
  it('keeps the newest items only', () => {
    const list: number[] = []
    for (let i = 1; i <= 5; i++) pushNewest(list, i, 3)
    expect(list).toEqual([3, 4, 5])
  })
})
