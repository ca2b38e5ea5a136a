import { describe, expect, it } from 'vitest'
import type { ScreenInput } from '../schemas/screens'
import { selectRecalledAnswer } from './selectors'
import { addToDate, renderTemplate } from './templates'
import { buildFunnel, paywall, startFunnel, testNow } from './test-support/funnel-factory'
import type { FunnelContext } from './types'

const afraid: ScreenInput = {
  id: 'afraid',
  type: 'SingleOption',
  title: 'Are you afraid to fall behind?',
  options: [
    { id: 'always', value: 'Always', answer: { title: 'Worry no more!', description: 'We will help you' } },
    { id: 'notReally', value: 'Not really', answer: { title: 'Awesome!' } },
  ],
}
const recall: ScreenInput = { id: 'recall', type: 'Dependent', dependentStep: 'afraid', title: 'You said {{answer:afraid}}' }
const definition = buildFunnel([afraid, recall, paywall()])

const context = (extra: Partial<FunnelContext> = {}): FunnelContext => ({
  funnelId: 'test_funnel',
  version: 1,
  history: [],
  answers: {},
  drafts: {},
  now: testNow,
  defaultPlans: {},
  ...extra,
})

describe('renderTemplate', () => {
  it('renders {{date:+28d}} as month and year from the session start', () => {
    // 15 January + 28 days = 12 February.
    expect(renderTemplate('AI Master by {{date:+28d}}', context(), definition)).toBe('AI Master by February 2025')
    expect(renderTemplate('{{date:+12m}} / {{date:+50w}}', context(), definition)).toBe('January 2026 / December 2025')
  })

  it('renders {{year}} as the year of the clock it is given, so dated copy follows the calendar', () => {
    expect(renderTemplate('Earn $100K in {{year}}', context(), definition)).toBe('Earn $100K in 2025')
    expect(renderTemplate('Earn $100K in {{ year }}', context({ now: '2031-12-31T23:59:59.000Z' }), definition)).toBe('Earn $100K in 2031')
    expect(renderTemplate('{{year}}', context({ now: 'garbage' }), definition)).toBe('')
  })

  it('keeps a month step inside the target month', () => {
    expect(addToDate('2025-01-31T00:00:00Z', 1, 'm')?.toISOString()).toBe('2025-02-28T00:00:00.000Z')
  })

  it('renders the name, email and an answer with its recap', () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'answer.select', optionId: 'always' })
    const filled = context({ ...funnel.context(), name: 'Alex', email: 'alex@example.com' })
    const template = '{{name}} <{{email}}>: {{answer:afraid}} — {{answer:afraid.title}} {{answer:afraid.description}}'
    expect(renderTemplate(template, filled, definition)).toBe('Alex <alex@example.com>: Always — Worry no more! We will help you')
  })

  it('renders missing values as empty text, never "undefined"', () => {
    const rendered = renderTemplate(
      '[{{name}}|{{email}}|{{answer:afraid}}|{{answer:afraid.title}}]',
      context({ now: 'garbage' }),
      definition,
    )
    expect(rendered).toBe('[|||]')
    expect(renderTemplate('{{date:+28d}}', context({ now: 'garbage' }), definition)).toBe('')
  })
})

describe('selectRecalledAnswer', () => {
  it("recalls an earlier answer on a dependent screen, with its option's recap", () => {
    const funnel = startFunnel(definition)
    funnel.send({ type: 'answer.select', optionId: 'notReally' })
    const snapshot = funnel.actor.getSnapshot()
    expect(snapshot.value).toBe('recall')
    const recalled = selectRecalledAnswer(snapshot, definition.screens[1]!, definition)
    expect(recalled).toMatchObject({ label: 'Not really', recap: { title: 'Awesome!' }, answer: { screenId: 'afraid', step: 1 } })
  })

  it('is undefined before the step was answered', () => {
    const funnel = startFunnel(definition)
    expect(selectRecalledAnswer(funnel.actor.getSnapshot(), definition.screens[1]!, definition)).toBeUndefined()
  })
})
