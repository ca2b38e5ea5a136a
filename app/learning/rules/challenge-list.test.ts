import { describe, expect, it } from 'vitest'
import { challengesEmptyReason } from './challenge-list'

describe('why the challenge list is empty', () => {
  it('is not empty while an open challenge is visible, whatever the trial hides', () => {
    expect(challengesEmptyReason({ open: 1, finished: 0, hiddenInTrial: 3 })).toBeNull()
    expect(challengesEmptyReason({ open: 2, finished: 5, hiddenInTrial: 0 })).toBeNull()
  })
  it('says the trial hides challenges rather than that every challenge is finished', () => {
    expect(challengesEmptyReason({ open: 0, finished: 0, hiddenInTrial: 2 })).toBe('hidden-in-trial')
    expect(challengesEmptyReason({ open: 0, finished: 1, hiddenInTrial: 1 })).toBe('hidden-in-trial')
  })
  it('congratulates only a student who finished every challenge there is', () => {
    expect(challengesEmptyReason({ open: 0, finished: 3, hiddenInTrial: 0 })).toBe('all-finished')
  })
  it('does not congratulate anyone when there are no challenges at all', () => {
    expect(challengesEmptyReason({ open: 0, finished: 0, hiddenInTrial: 0 })).toBe('none-published')
  })
})
