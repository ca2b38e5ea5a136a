import { describe, expect, it } from 'vitest'
import { serverBoundSavedAt } from './funnel-session.server'

describe('serverBoundSavedAt', () => {
  const now = new Date('2026-11-22T12:00:00.000Z')
  it('keeps a browser time that is not in the future', () => {
    expect(serverBoundSavedAt('2026-11-22T11:59:58.500Z', now)).toBe('2026-11-22T11:59:58.500Z')
  })
  it('brings a future or unreadable time back to the server’s clock', () => {
    expect(serverBoundSavedAt('9999-12-31T23:59:59.000Z', now)).toBe(now.toISOString())
    expect(serverBoundSavedAt('yesterday', now)).toBe(now.toISOString())
    expect(serverBoundSavedAt(undefined, now)).toBe(now.toISOString())
  })
})
