import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ScreenInput } from '../schemas/screens'
import { createFunnelMachine } from './create-funnel-machine'
import { toPersistedFunnel } from './persisted-funnel'
import { restoreFunnelSnapshot } from './restore'
import { buildFunnel, choice, info, paywall, startFunnel, testNow } from './test-support/funnel-factory'

const name: ScreenInput = { id: 'name', type: 'Input', inputId: 'name', title: 'What is your name?' }
const definition = buildFunnel([choice('q1'), info('skipped', { skipIf: { screen: 'q1', equals: 'a' } }), name, info('end'), paywall()])
const machine = createFunnelMachine(definition)

function savedOnName() {
  const funnel = startFunnel(definition)
  funnel.send({ type: 'answer.select', optionId: 'a' }, { type: 'answer.input', value: 'Al' })
  return toPersistedFunnel(funnel.actor.getSnapshot(), '2025-01-15T10:05:00.000Z')
}

describe('persistence', () => {
  it('round-trips as plain JSON and resumes on the same screen with answers, drafts and history', () => {
    const saved = JSON.parse(JSON.stringify(savedOnName())) as unknown
    const snapshot = restoreFunnelSnapshot(saved, { machine, definition, now: testNow })
    expect(snapshot?.value).toBe('name')
    const tracked: string[] = []
    const tracking = machine.provide({ actions: { track: (_, params) => void tracked.push(params.event) } })
    const actor = createActor(tracking, { snapshot, input: { now: testNow } }).start()
    expect(tracked).toEqual([]) // resuming is not a new start
    expect(actor.getSnapshot().context).toMatchObject({ answers: { q1: { data: { id: 'a' } } }, drafts: { name: 'Al' }, now: testNow })
    actor.send({ type: 'answer.input', value: 'Alex' })
    actor.send({ type: 'nav.next' })
    expect(actor.getSnapshot().value).toBe('end')
    actor.send({ type: 'nav.back' })
    actor.send({ type: 'nav.back' })
    expect(actor.getSnapshot().value).toBe('q1')
  })

  it('refuses a snapshot saved on another content version', () => {
    const saved = { ...savedOnName(), version: 2 }
    expect(restoreFunnelSnapshot(saved, { machine, definition, now: testNow })).toBeUndefined()
  })

  it('refuses a snapshot of another funnel or a screen that no longer exists', () => {
    expect(restoreFunnelSnapshot({ ...savedOnName(), funnelId: 'other' }, { machine, definition, now: testNow })).toBeUndefined()
    expect(restoreFunnelSnapshot({ ...savedOnName(), screenId: 'gone' }, { machine, definition, now: testNow })).toBeUndefined()
  })

  it.each([
    ['null', null],
    ['a string', 'q1'],
    ['an array', []],
    ['answers of the wrong shape', { ...savedOnName(), answers: { q1: { step: 'one' } } }],
    ['a history that could not have happened', { ...savedOnName(), history: ['q1', 'end'] }],
    ['a non-boolean consent', { ...savedOnName(), consent: 'yes' }],
  ])('returns undefined for garbage: %s', (_label, garbage) => {
    expect(() => restoreFunnelSnapshot(garbage, { machine, definition, now: testNow })).not.toThrow()
    expect(restoreFunnelSnapshot(garbage, { machine, definition, now: testNow })).toBeUndefined()
  })

  it('resumes a session saved on a loader on the screen before it, so the loader runs again', () => {
    const withLoader = buildFunnel([info('intro'), { id: 'loader', type: 'Loader', loadingText: 'Loading' }, paywall()])
    const loaderMachine = createFunnelMachine(withLoader)
    const funnel = startFunnel(withLoader)
    funnel.send({ type: 'nav.next' })
    const saved = toPersistedFunnel(funnel.actor.getSnapshot())
    expect(saved.screenId).toBe('loader')
    const snapshot = restoreFunnelSnapshot(saved, { machine: loaderMachine, definition: withLoader, now: testNow })
    expect(snapshot?.value).toBe('intro')
    expect(snapshot?.context.history).toEqual([])
  })
})
