import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('makes lowercase, dash-separated, ASCII slugs', () => {
    expect(slugify('28-Day AI Income Growth Challenge!')).toBe('28-day-ai-income-growth-challenge')
    expect(slugify('  Café & Crème  ')).toBe('cafe-creme')
    expect(slugify('---')).toBe('')
  })
})
