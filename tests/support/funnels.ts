import type { Payload } from 'payload'
import type { Funnel } from '@cms/payload-types'

type Screen = Record<string, unknown> & { id: string; type: string }
export type FunnelDefinitionFixture = {
  schemaVersion: 1
  id: string
  version: number
  title: string
  description: string
  settings: Record<string, unknown>
  screens: Screen[]
}

/** The smallest valid funnel: a question, a screen recalling its answer, a paywall. */
export function funnelDefinition(id = 'test_funnel', overrides: Partial<FunnelDefinitionFixture> = {}): FunnelDefinitionFixture {
  return {
    schemaVersion: 1,
    id,
    version: 1,
    title: 'Test funnel',
    description: 'A short quiz used by the integration tests.',
    settings: { paywall: { planSet: 'weekly-1-4-12' } },
    screens: [
      {
        id: 'goal',
        type: 'SingleOption',
        title: 'What is your main goal?',
        options: [
          { id: 'earn', value: 'Earn more', answer: { title: 'Let us grow your income' } },
          { id: 'learn', value: 'Learn AI', answer: { title: 'Let us build your skills' } },
        ],
      },
      { id: 'recap', type: 'Dependent', dependentStep: 'goal', title: 'Your goal' },
      { id: 'paywall', type: 'Paywall', title: 'Choose your plan' },
    ],
    ...overrides,
  }
}

/** The same funnel with the recap screen moved before the question it recalls (screens[0]). */
export function withForwardDependentStep(definition: FunnelDefinitionFixture): FunnelDefinitionFixture {
  const [question, recap, ...rest] = definition.screens
  return { ...definition, screens: [recap!, question!, ...rest] }
}

export async function createFunnel(payload: Payload, definition = funnelDefinition(), data: Partial<Funnel> = {}): Promise<Funnel> {
  return payload.create({
    collection: 'funnels',
    data: { funnelId: definition.id, title: definition.title, definition, _status: 'published', ...data },
    draft: data._status === 'draft',
  })
}
