import { describe, expect, it } from 'vitest'
import { testimonialSetChoices } from './testimonial-set-choices'

describe('testimonial sets to pick from', () => {
  it('names each set by its use and its speakers, in their order, never by the set’s code name', () => {
    expect(
      testimonialSetChoices([
        { set: 'paywall', author: 'Ben', order: 2 },
        { set: 'paywall', author: 'Anna', order: 1 },
        { set: 'paywall', author: 'Chris', order: 3 },
        { set: 'paywall', author: 'Dana', order: 4 },
        { set: 'loader-popups', author: 'Eve', order: 1 },
        { set: null, author: 'Nobody' },
      ]),
    ).toEqual([
      { id: 'loader-popups', label: 'Loader popups: Eve' },
      { id: 'paywall', label: 'Paywall reviews: Anna, Ben and 2 more' },
    ])
  })
})
