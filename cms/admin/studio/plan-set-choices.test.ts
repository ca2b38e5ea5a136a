import { describe, expect, it } from 'vitest'
import { planSetChoices, planSetLabel } from './plan-set-choices'

describe('plan set choices', () => {
  it('names each set by its plans in paywall order, sets sorted by that name', () => {
    const choices = planSetChoices([
      { set: 'months-1-3-12', name: '1-year plan', order: 3 },
      { set: 'months-1-3-12', name: '1-month plan', order: 1 },
      { set: 'weekly-1-4-12', name: '1-week trial', order: 1 },
      { set: 'months-1-3-12', name: '3-month plan', order: 2 },
      { set: null, name: 'Orphan' },
    ])
    expect(choices).toEqual([
      { id: 'months-1-3-12', label: '1-month plan · 3-month plan · 1-year plan' },
      { id: 'weekly-1-4-12', label: '1-week trial' },
    ])
    expect(planSetLabel(choices, 'weekly-1-4-12')).toBe('1-week trial')
    expect(planSetLabel(choices, 'gone')).toBe('gone')
  })

  it('keeps the set name beside sets that offer the same plans', () => {
    const choices = planSetChoices([
      { set: 'a', name: '4 weeks' },
      { set: 'b', name: '4 weeks' },
    ])
    expect(choices.map((choice) => choice.label)).toEqual(['4 weeks (a)', '4 weeks (b)'])
  })
})
