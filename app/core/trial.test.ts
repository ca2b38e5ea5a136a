import { describe, expect, it } from 'vitest'
import { trialFilter } from './trial'

const items = [{ id: 1, availableInTrial: true }, { id: 2, availableInTrial: false }, { id: 3 }]

describe('trialFilter', () => {
  it('shows everything on the web and to paying students', () => {
    expect(trialFilter(items, { platform: 'web', status: 'other' })).toHaveLength(3)
    expect(trialFilter(items, { platform: 'ios', status: 'active' })).toHaveLength(3)
    expect(trialFilter(items, { platform: 'android', status: 'redemption' })).toHaveLength(3)
  })
  it('shows trial students on the apps only trial items', () => {
    expect(trialFilter(items, { platform: 'ios', status: 'other' }).map((item) => item.id)).toEqual([1])
  })
})
