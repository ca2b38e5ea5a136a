import { describe, expect, it } from 'vitest'
import { askAfterCompletedLessons, reviewPageUrl, showsReviewPrompt, skippedCount } from './review-prompt'

const shows = (completedLessons: number, metadata: Record<string, string> = {}, enabled = true) =>
  showsReviewPrompt({ enabled, metadata, completedLessons })

describe('the review prompt', () => {
  it('never shows while trustpilot_enabled is off', () => {
    expect(shows(100, {}, false)).toBe(false)
  })
  it('shows once the student has finished enough lessons, not before', () => {
    const first = askAfterCompletedLessons[0]
    expect(shows(first - 1)).toBe(false)
    expect(shows(first)).toBe(true)
    expect(shows(first + 5)).toBe(true)
  })
  it('waits for more lessons after each skip', () => {
    const [, second, third] = askAfterCompletedLessons
    expect(shows(second - 1, { trustpilot_skipped_count: '1' })).toBe(false)
    expect(shows(second, { trustpilot_skipped_count: '1' })).toBe(true)
    expect(shows(third - 1, { trustpilot_skipped_count: '2' })).toBe(false)
    expect(shows(third, { trustpilot_skipped_count: '2' })).toBe(true)
  })
  it('stops asking after the last skip', () => {
    expect(shows(10_000, { trustpilot_skipped_count: String(askAfterCompletedLessons.length) })).toBe(false)
  })
  it('never shows again once the review page was opened', () => {
    expect(shows(100, { trustpilot_opened: 'true' })).toBe(false)
    expect(shows(100, { trustpilot_opened: 'false' })).toBe(true)
  })
  it('reads a missing or broken skip count as zero', () => {
    expect(skippedCount({})).toBe(0)
    expect(skippedCount({ trustpilot_skipped_count: '2' })).toBe(2)
    expect(skippedCount({ trustpilot_skipped_count: 'x' })).toBe(0)
  })
  it('links to the review page of the site domain', () => {
    expect(reviewPageUrl('https://learn.example.com/')).toBe('https://www.trustpilot.com/evaluate/learn.example.com')
  })
})
