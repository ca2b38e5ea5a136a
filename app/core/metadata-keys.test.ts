import { describe, expect, it } from 'vitest'
import { metadataEntry } from './metadata-keys'

describe('metadata entries', () => {
  it('accepts the known keys with valid values', () => {
    expect(metadataEntry.safeParse({ key: 'userSawCourseFilter', value: 'true' }).success).toBe(true)
    expect(metadataEntry.safeParse({ key: 'upsells', value: '[{"upsellId":"ai_tools"}]' }).success).toBe(true)
    expect(metadataEntry.safeParse({ key: 'trustpilot_skipped_count', value: '3' }).success).toBe(true)
  })
  it('refuses unknown keys and malformed values', () => {
    expect(metadataEntry.safeParse({ key: 'isAdmin', value: 'true' }).success).toBe(false)
    expect(metadataEntry.safeParse({ key: 'upsells', value: '{nope' }).success).toBe(false)
    expect(metadataEntry.safeParse({ key: 'dailyTaskOnboardingCompleted', value: 'yes' }).success).toBe(false)
  })
})
