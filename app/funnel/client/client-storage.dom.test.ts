// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildFunnel, choice, paywall } from '@engine/test-support/funnel-factory'
import type { PersistedFunnel } from '@engine/types'
import { readStoredState, rememberVisitor, storageKeys, writeFunnelStorage } from './client-storage'

const definition = buildFunnel([choice('q1'), choice('q2'), choice('q3'), paywall('main')])
const answer = (screenId: string, step: number, optionId: string) => ({
  screenId,
  step,
  question: `Question ${screenId}`,
  data: { id: optionId, value: `Option ${optionId}` },
})
// Answers deliberately out of step order: the spec's list is by step.
const onQ3: PersistedFunnel = {
  funnelId: definition.id,
  version: definition.version,
  screenId: 'q3',
  history: ['q1', 'q2'],
  answers: { q2: answer('q2', 2, 'b'), q1: answer('q1', 1, 'a') },
  drafts: {},
  savedAt: '2025-01-15T10:05:00.000Z',
}

/** Safari's private mode before 11, and any full storage: reading works, every write throws. */
const refusingWrites = (): Storage => ({
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
  removeItem: () => undefined,
  clear: () => undefined,
})

/** Storage switched off altogether (blocked cookies): touching `window.sessionStorage` throws. */
function denyAccess(name: 'sessionStorage' | 'localStorage') {
  const original = Object.getOwnPropertyDescriptor(globalThis, name)
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
  return () => Object.defineProperty(globalThis, name, original!)
}

describe('the funnel’s client storage', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('reads back the progress it saved, and writes the spec’s keys beside it', () => {
    writeFunnelStorage(definition, onQ3)
    expect(readStoredState(definition.id)).toEqual(onQ3)
    expect(JSON.parse(sessionStorage.getItem(storageKeys.answers)!)).toEqual([
      { step: 1, question: 'Question q1', data: { id: 'a', value: 'Option a' } },
      { step: 2, question: 'Question q2', data: { id: 'b', value: 'Option b' } },
    ])
    expect(sessionStorage.getItem(storageKeys.step)).toBe('2')
    expect(sessionStorage.getItem(storageKeys.totalSteps)).toBe('4')
    expect(sessionStorage.getItem(storageKeys.funnelId)).toBe(definition.id)
  })

  it('counts a finished funnel as past its last step', () => {
    writeFunnelStorage(definition, { ...onQ3, screenId: 'completed', history: ['q1', 'q2', 'q3', 'main'] })
    expect(sessionStorage.getItem(storageKeys.step)).toBe('4')
  })

  it('keeps only the latest save: the next write replaces the last', () => {
    writeFunnelStorage(definition, onQ3)
    const back: PersistedFunnel = { ...onQ3, screenId: 'q2', history: ['q1'], savedAt: '2025-01-15T10:06:00.000Z' }
    writeFunnelStorage(definition, back)
    expect(readStoredState(definition.id)).toEqual(back)
    expect(sessionStorage.getItem(storageKeys.step)).toBe('1')
  })

  it('hands back nothing when this tab has no progress', () => {
    expect(readStoredState(definition.id)).toBeUndefined()
  })

  it('does not hand one funnel’s progress to another funnel played in the same tab', () => {
    writeFunnelStorage(definition, onQ3)
    expect(readStoredState('another_funnel')).toBeUndefined()
  })

  it('ignores stored progress that is not JSON, instead of throwing', () => {
    writeFunnelStorage(definition, onQ3)
    sessionStorage.setItem(storageKeys.state, '{"funnelId": "test_funnel", "screenId": ')
    expect(() => readStoredState(definition.id)).not.toThrow()
    expect(readStoredState(definition.id)).toBeUndefined()
    sessionStorage.setItem(storageKeys.state, '')
    expect(readStoredState(definition.id)).toBeUndefined()
  })

  it('keeps working when the browser refuses every write (private mode, full storage)', () => {
    vi.stubGlobal('sessionStorage', refusingWrites())
    vi.stubGlobal('localStorage', refusingWrites())
    expect(() => writeFunnelStorage(definition, onQ3)).not.toThrow()
    expect(() => rememberVisitor('0b7e5a39-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).not.toThrow()
    expect(readStoredState(definition.id)).toBeUndefined()
  })

  it('keeps working when storage cannot be touched at all', () => {
    const restoreSession = denyAccess('sessionStorage')
    const restoreLocal = denyAccess('localStorage')
    try {
      expect(() => writeFunnelStorage(definition, onQ3)).not.toThrow()
      expect(() => readStoredState(definition.id)).not.toThrow()
      expect(readStoredState(definition.id)).toBeUndefined()
      expect(() => rememberVisitor('0b7e5a39-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).not.toThrow()
    } finally {
      restoreSession()
      restoreLocal()
    }
  })

  it('mirrors the visitor id into localStorage as user_uuid', () => {
    rememberVisitor('0b7e5a39-1c2d-4e5f-8a9b-0c1d2e3f4a5b')
    expect(localStorage.getItem('user_uuid')).toBe('0b7e5a39-1c2d-4e5f-8a9b-0c1d2e3f4a5b')
  })
})
