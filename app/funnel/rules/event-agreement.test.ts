import { describe, expect, it } from 'vitest'
import { buildFunnel, choice, info, paywall } from '@engine/test-support/funnel-factory'
import { countableEvents, countKey, type ReportedEvent, reachOf } from './event-agreement'

const definition = buildFunnel([
  info('intro'),
  choice('goal'),
  { id: 'email', type: 'Email', title: 'Your email' },
  info('about'),
  info('more'),
  paywall('offer'),
])

const shown = (screenId: string): ReportedEvent => ({ name: 'screen.presented', screenId })
const names = (events: ReportedEvent[]) => events.map(countKey)

describe('which reported events count', () => {
  it('without saved progress: started, the first screen and one step on, each once', () => {
    const events: ReportedEvent[] = [
      { name: 'funnel.started' },
      { name: 'funnel.started' },
      shown('intro'),
      shown('intro'),
      shown('goal'),
      shown('email'),
      { name: 'registration.presented', screenId: 'email' },
      { name: 'paywall.presented', screenId: 'offer' },
      { name: 'funnel.completed' },
    ]
    expect(names(countableEvents(definition, null, events, new Map()))).toEqual([
      '|funnel.started|',
      '|screen.presented|intro',
      '|screen.presented|goal',
    ])
  })

  it('with saved progress: its screens, one step past them, the right screen types, completion only within reach', () => {
    const path = { screenId: 'email', history: ['intro', 'goal'] }
    expect([...reachOf(definition, path).screens].sort()).toEqual(['about', 'email', 'goal', 'intro'])
    const events: ReportedEvent[] = [
      shown('goal'),
      shown('email'),
      { name: 'registration.presented', screenId: 'email' },
      { name: 'registration.presented', screenId: 'goal' },
      shown('about'),
      shown('more'),
      { name: 'paywall.presented', screenId: 'offer' },
      { name: 'funnel.completed' },
    ]
    expect(names(countableEvents(definition, path, events, new Map()))).toEqual([
      '|screen.presented|goal',
      '|screen.presented|email',
      '|registration.presented|email',
      '|screen.presented|about',
    ])
    const onPaywall = { screenId: 'offer', history: ['intro', 'goal', 'email', 'about', 'more'] }
    const closing: ReportedEvent[] = [{ name: 'paywall.presented', screenId: 'offer' }, { name: 'funnel.completed' }]
    expect(countableEvents(definition, onPaywall, closing, new Map())).toEqual(closing)
    expect(
      countableEvents(definition, { screenId: 'completed', history: onPaywall.history }, [{ name: 'funnel.completed' }], new Map()),
    ).toHaveLength(1)
  })

  it('counts a screen shown again after going back up to three times, with what is stored already', () => {
    const path = { screenId: 'goal', history: ['intro'] }
    const again = [shown('intro'), shown('intro'), shown('intro')]
    expect(countableEvents(definition, path, again, new Map([['|screen.presented|intro', 1]]))).toHaveLength(2)
    expect(countableEvents(definition, path, again, new Map([['|screen.presented|intro', 3]]))).toHaveLength(0)
    // Variants are apart: the same screen of another variant is another count.
    const variant = { ...shown('intro'), variant: 'b' }
    expect(countableEvents(definition, path, [variant], new Map([['|screen.presented|intro', 3]]))).toHaveLength(1)
  })
})
