import { describe, expect, it } from 'vitest'
import { toPersistedFunnel } from './persisted-funnel'
import { restoreFunnelSnapshot } from './restore'
import { buildFunnel, choice, paywall, startFunnel, testNow } from './test-support/funnel-factory'

const definition = buildFunnel([choice('q1'), paywall('main'), paywall('discount')])
const defaultPlans = { main: 'four-weeks', discount: 'four-weeks-sale' }

describe('the plan a paywall opens with', () => {
  it('is the default the app gave for that paywall, saved with the paywall', () => {
    const funnel = startFunnel(definition, defaultPlans)
    expect(funnel.context().planId).toBeUndefined()
    funnel.send({ type: 'answer.select', optionId: 'a' })
    expect(funnel.screen()).toBe('main')
    expect(funnel.context().planId).toBe('four-weeks')
    expect(funnel.persisted.at(-1)).toMatchObject({ screenId: 'main', planId: 'four-weeks' })
    expect(funnel.persisted.at(-1)).not.toHaveProperty('defaultPlans')
  })

  it('gives way to the visitor’s choice, which the next paywall keeps', () => {
    const funnel = startFunnel(definition, defaultPlans)
    funnel.send({ type: 'answer.select', optionId: 'a' }, { type: 'plan.select', planId: 'twelve-weeks' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('discount')
    expect(funnel.context().planId).toBe('twelve-weeks')
  })

  it('is none when the app gave none', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'answer.select', optionId: 'a' })
    expect(funnel.screen()).toBe('main')
    expect(funnel.context().planId).toBeUndefined()
  })

  it('is chosen too when a saved session resumes on the paywall, whose entry does not run again', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'answer.select', optionId: 'a' })
    const saved = toPersistedFunnel(funnel.actor.getSnapshot())
    expect(saved.planId).toBeUndefined()
    const resumed = restoreFunnelSnapshot(saved, { machine: funnel.machine, definition, now: testNow, defaultPlans })
    expect(resumed?.value).toBe('main')
    expect(resumed?.context.planId).toBe('four-weeks')
    const chosen = restoreFunnelSnapshot(
      { ...saved, planId: 'twelve-weeks' },
      { machine: funnel.machine, definition, now: testNow, defaultPlans },
    )
    expect(chosen?.context.planId).toBe('twelve-weeks')
  })
})
