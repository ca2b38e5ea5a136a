import { describe, expect, it } from 'vitest'
import { describeProblems, funnelDefinitionProblems, validateDefinition } from './validate-definition'

const definition = {
  schemaVersion: 1,
  id: 'unit_funnel',
  version: 1,
  title: 'Unit funnel',
  description: 'Checks the CMS validation message.',
  settings: { paywall: { planSet: 'weekly-1-4-12' } },
  screens: [
    { id: 'recap', type: 'Dependent', dependentStep: 'goal', title: 'Your goal' },
    {
      id: 'goal',
      type: 'SingleOption',
      title: 'Goal?',
      options: [
        { id: 'a', value: 'A' },
        { id: 'b', value: 'B' },
      ],
    },
    { id: 'paywall', type: 'Paywall', title: 'Plans' },
  ],
}

describe('funnel definition validation', () => {
  it('lists problems by place and field in words, the id mismatch first', () => {
    const problems = funnelDefinitionProblems(definition, 'other_funnel')
    expect(problems[0]).toBe('Funnel id: Set the funnel id in the definition to “other_funnel”, the same as the funnel’s address')
    expect(problems[1]).toMatch(/^Screen 1 “recap” → Recalls the answer given on: Must refer to an earlier screen/)
    expect(problems.join(' ')).not.toMatch(/screens\[\d|\bexpected\b/)
  })

  it('words an empty title for the save error instead of zod’s “Too small”', () => {
    const [recap, goal, paywall] = definition.screens
    const message = validateDefinition({ ...definition, screens: [goal, { ...recap, title: '' }, paywall] }, 'unit_funnel')
    expect(message).toBe('Fix this before saving — the funnel has 1 problem: Screen 2 “recap” → Title: Give this screen a title')
  })

  it('accepts a valid definition and rejects what is not an object', () => {
    const [recap, goal, paywall] = definition.screens
    expect(validateDefinition({ ...definition, screens: [goal, recap, paywall] }, 'unit_funnel')).toBe(true)
    expect(validateDefinition([], 'unit_funnel')).toMatch(/^Fix this before saving — the funnel has 1 problem: The funnel: it must be a JSON object/)
  })

  it('puts everything in one line and shortens long lists', () => {
    const problems = Array.from({ length: 25 }, (_, index) => `screens[${index}].title: required`)
    const message = describeProblems(problems)
    expect(message).not.toContain('\n')
    expect(message).toContain('screens[19].title: required; … and 5 more')
    expect(message).not.toContain('screens[20]')
  })
})
