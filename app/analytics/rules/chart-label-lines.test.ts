import { describe, expect, it } from 'vitest'
import { chartLabelLines } from './chart-label-lines'

describe('chartLabelLines', () => {
  it('keeps a short label on one line', () => {
    expect(chartLabelLines('What is your age?')).toEqual(['What is your age?'])
  })

  it('wraps a longer title at a word break instead of cutting it', () => {
    expect(chartLabelLines('Earn $100K in 2026 with AI — 20 minutes a day', 26)).toEqual([
      'Earn $100K in 2026 with AI',
      '— 20 minutes a day',
    ])
  })

  it('ends only what does not fit in the last line with …', () => {
    const lines = chartLabelLines('answer to “What is your goal for the next twelve months of learning?”', 26)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe('answer to “What is your')
    expect(lines[1]!.endsWith('…')).toBe(true)
    expect(lines.every((line) => line.length <= 26)).toBe(true)
  })

  it('cuts one word longer than a line', () => {
    expect(chartLabelLines('Supercalifragilisticexpialidocious', 10, 2)).toEqual(['Supercali…'])
    expect(chartLabelLines('Supercalifragilisticexpialidocious is long', 10, 2)).toEqual(['Supercali…', 'is long'])
  })
})
