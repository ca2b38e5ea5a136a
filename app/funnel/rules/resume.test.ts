import { describe, expect, it } from 'vitest'
import { newestState, resumable } from './resume'

const saved = (screenId: string, history: string[], savedAt?: string) => ({
  funnelId: 'f',
  version: 1,
  screenId,
  history,
  answers: {},
  drafts: {},
  ...(savedAt ? { savedAt } : {}),
})

describe('resumable', () => {
  it('turns a finished session back to the last screen it showed', () => {
    expect(resumable(saved('completed', ['q1', 'paywall']))).toMatchObject({ screenId: 'paywall', history: ['q1'] })
  })

  it('leaves anything else as it is', () => {
    const open = saved('q2', ['q1'])
    expect(resumable(open)).toBe(open)
    expect(resumable(null)).toBeNull()
    expect(resumable(saved('completed', []))).toMatchObject({ screenId: 'completed' })
  })
})

describe('newestState', () => {
  it('picks the state saved last, ignoring what is not a saved state', () => {
    const server = saved('q2', ['q1'], '2025-01-01T10:00:00.000Z')
    const tab = saved('q3', ['q1', 'q2'], '2025-01-01T10:00:05.000Z')
    expect(newestState(server, tab)).toBe(tab)
    expect(newestState(tab, server)).toBe(tab)
    expect(newestState(null, undefined, server)).toBe(server)
    expect(newestState(undefined, 'garbage')).toBeUndefined()
  })
})
