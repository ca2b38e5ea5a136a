import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { parseFunnel } from '../schemas/funnel/parse'
import type { ScreenInput } from '../schemas/screens'
import { createFunnelMachine } from './create-funnel-machine'
import { enumerateFunnelPaths } from './paths'
import { buildFunnel, choice, info, paywall, testNow } from './test-support/funnel-factory'
import { walkFunnel } from './walk'

const offer = (id: string, extra: Partial<ScreenInput> = {}): ScreenInput =>
  ({ id, type: 'SaveOffer', title: `Offer ${id}`, offer: { kind: 'pause' }, acceptLabel: 'Pause instead', ...extra }) as ScreenInput
const goodbye = (id: string): ScreenInput => ({ id, type: 'SaveOffer', title: 'Sorry to see you go' }) as ScreenInput

const reasons = choice('reason', ['price', 'time', 'other'], {
  next: [
    { when: { screen: 'reason', equals: 'price' }, goto: 'discount' },
    { when: { screen: 'reason', equals: 'time' }, goto: 'pause' },
    { when: { screen: 'reason', equals: 'other' }, goto: 'bye' },
  ],
})
const flow = [reasons, offer('discount', { offer: { kind: 'discount', percentOff: 50 } }), offer('pause'), goodbye('bye')]
const cancellation = (screens: ScreenInput[], settings: object = {}) =>
  parseFunnel({
    schemaVersion: 1,
    id: 'cancel_test',
    version: 1,
    title: 'Cancel',
    description: 'A flow',
    kind: 'cancellation',
    settings,
    screens,
  })
const messages = (result: ReturnType<typeof parseFunnel>) => (result.success ? [] : result.issues.map((issue) => issue.message))

describe('a cancellation flow', () => {
  it('routes each reason to its own offer, and an offer ends the flow whatever follows it', () => {
    const parsed = cancellation(flow)
    if (!parsed.success) throw new Error(JSON.stringify(parsed.issues))
    const actor = createActor(createFunnelMachine(parsed.data), { input: { now: testNow } }).start()
    actor.send({ type: 'answer.select', optionId: 'time' })
    expect(actor.getSnapshot().value).toBe('pause')
    actor.send({ type: 'nav.next' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(enumerateFunnelPaths(parsed.data)).toEqual({
      paths: [
        ['reason', 'discount', 'completed'],
        ['reason', 'pause', 'completed'],
        ['reason', 'bye', 'completed'],
      ],
      deadEnds: [],
    })
    expect(walkFunnel(parsed.data, { now: testNow })).toMatchObject({ completed: true, screens: [{ id: 'reason' }, { id: 'discount' }] })
  })

  it('sells nothing and signs no one up', () => {
    const result = cancellation([choice('reason'), { id: 'mail', type: 'Email', title: 'Your email' }, paywall(), goodbye('bye')], {
      paywall: { planSet: 'weekly-1-4-12' },
    })
    expect(messages(result)).toEqual([
      'A cancellation flow cannot have a “Email” screen — a student who cancels is not sold or signed up here',
      'A cancellation flow cannot have a “Paywall” screen — a student who cancels is not sold or signed up here',
    ])
  })

  it('ends every path in a save offer or a goodbye', () => {
    expect(messages(cancellation([choice('reason'), info('thanks')]))).toEqual([
      'A cancellation flow ends in a save offer or a goodbye — make the last screen one',
    ])
    expect(
      messages(cancellation([choice('reason'), { ...goodbye('bye'), skipIf: { screen: 'reason', equals: 'a' } } as ScreenInput])),
    ).toEqual(['The last screen of a cancellation flow cannot be skipped — every student must reach an ending'])
  })

  it('labels the accept button of every offer', () => {
    expect(messages(cancellation([choice('reason'), offer('pause', { acceptLabel: undefined })]))).toEqual([
      'Give the offer’s button a label, e.g. “Pause instead”',
    ])
  })
})

describe('a quiz funnel', () => {
  it('has no save offers and is never the flow students see on cancelling', () => {
    expect(() => buildFunnel([choice('q'), offer('pause'), paywall()])).toThrow(/Save offers belong in cancellation flows/)
    expect(() => buildFunnel([choice('q'), paywall()], { settings: { liveForCancellations: true, paywall: { planSet: 'x' } } })).toThrow(
      /Only a cancellation flow can be the one students see/,
    )
    expect(buildFunnel([choice('q'), paywall()]).kind).toBe('quiz')
  })
})
