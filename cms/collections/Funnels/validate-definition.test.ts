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
  it('lists problems by JSON path, the id mismatch first', () => {
    const problems = funnelDefinitionProblems(definition, 'other_funnel')
    expect(problems[0]).toBe('id: must equal the funnel id "other_funnel", not "unit_funnel"')
    expect(problems[1]).toMatch(/^screens\[0\]\.dependentStep: must refer to an earlier screen/)
  })

  it('accepts a valid definition and rejects what is not an object', () => {
    const [recap, goal, paywall] = definition.screens
    expect(validateDefinition({ ...definition, screens: [goal, recap, paywall] }, 'unit_funnel')).toBe(true)
    expect(validateDefinition([], 'unit_funnel')).toMatch(/^The funnel definition has 1 problem: \(root\)/)
  })

  it('puts everything in one line and shortens long lists', () => {
    const problems = Array.from({ length: 25 }, (_, index) => `screens[${index}].title: required`)
    const message = describeProblems(problems)
    expect(message).not.toContain('\n')
    expect(message).toContain('screens[19].title: required; … and 5 more')
    expect(message).not.toContain('screens[20]')
  })
})
