import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { selectCurrentScreenId } from '@engine/selectors'
import { parseFunnel } from '@schemas/funnel/parse'
import { cancellationFormSchema, reasonOf, replayTaps } from './cancellation-input.server'

const parsed = parseFunnel(JSON.parse(readFileSync('funnels/cancel_v1.json', 'utf8')))
if (!parsed.success) throw new Error(JSON.stringify(parsed.issues))
const flow = parsed.data
const now = '2027-01-10T12:00:00.000Z'

describe('the cancellation flow’s taps, replayed through the engine', () => {
  it('lead each reason to its offer or the goodbye, and name the reason in the student’s words', () => {
    const routes = {
      too_expensive: 'offer_discount',
      no_time: 'offer_pause',
      not_using: 'offer_switch',
      too_much: 'offer_switch',
      other: 'goodbye',
    }
    for (const [reason, screen] of Object.entries(routes)) {
      const { snapshot, tracked } = replayTaps(flow, [`answer.select:${reason}`], now)
      expect(selectCurrentScreenId(snapshot)).toBe(screen)
      // What the last tap reported (the earlier ones were recorded when they were tapped).
      expect(tracked).toEqual([
        { event: 'screen.presented', screenId: screen, index: flow.screens.findIndex((one) => one.id === screen), screenType: 'SaveOffer' },
      ])
      expect(reasonOf(flow, snapshot)?.value).toBe(reason)
    }
    expect(reasonOf(flow, replayTaps(flow, ['answer.select:no_time'], now).snapshot)).toEqual({
      value: 'no_time',
      label: 'I have no time right now',
    })
  })

  it('start on the question, as the flow’s start reports it', () => {
    expect(replayTaps(flow, [], now).tracked.map((one) => one.event)).toEqual(['funnel.started', 'screen.presented'])
  })

  it('end the flow on an ending’s button; an unknown answer moves nothing', () => {
    expect(replayTaps(flow, ['answer.select:no_time', 'nav.next'], now).snapshot.status).toBe('done')
    const unknown = replayTaps(flow, ['answer.select:bored'], now).snapshot
    expect(selectCurrentScreenId(unknown)).toBe('reason')
    expect(reasonOf(flow, unknown)).toBeUndefined()
  })

  it('come as the form sends them: space-separated engine events only', () => {
    const form = { subscription: '12', taps: 'answer.select:no_time', screenId: 'offer_pause', event: 'nav.next', offered: '1' }
    expect(cancellationFormSchema.parse(form)).toMatchObject({ taps: ['answer.select:no_time'], offered: true })
    expect(cancellationFormSchema.safeParse({ ...form, event: 'paywall.checkout' }).success).toBe(false)
    expect(cancellationFormSchema.safeParse({ ...form, taps: 'nav.back' }).success).toBe(false)
  })
})
