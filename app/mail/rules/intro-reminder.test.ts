import { describe, expect, it } from 'vitest'
import { introReminderDue } from './intro-reminder'

describe('introductory price reminder timing', () => {
  const end = '2026-12-03T12:00:00.000Z'
  it('is due within 3 days before the end, not earlier and not after', () => {
    expect(introReminderDue(end, new Date('2026-11-30T11:59:00Z'))).toBe(false)
    expect(introReminderDue(end, new Date('2026-11-30T12:00:00Z'))).toBe(true)
    expect(introReminderDue(end, new Date('2026-12-03T11:00:00Z'))).toBe(true)
    expect(introReminderDue(end, new Date('2026-12-03T12:00:00Z'))).toBe(false)
  })
})
