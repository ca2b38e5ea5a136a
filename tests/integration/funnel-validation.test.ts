import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../cms/get-payload'
import { refusedSave } from '../support/errors'
import { createFunnel, funnelDefinition, withForwardDependentStep } from '../support/funnels'

describe('funnels: the definition is validated on save', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getPayloadClient()
  })

  it('accepts a valid definition', async () => {
    const funnel = await createFunnel(payload, funnelDefinition('valid_funnel'))
    expect(funnel.funnelId).toBe('valid_funnel')
  })

  it('refuses a dependent screen that points forward, naming its JSON path', async () => {
    const definition = withForwardDependentStep(funnelDefinition('forward_funnel'))
    const message = await refusedSave(createFunnel(payload, definition))
    expect(message).toMatch(/^definition: /)
    expect(message).toContain('screens[0].dependentStep: must refer to an earlier screen')
  })

  it('validates drafts too, and edits of an existing funnel', async () => {
    const draft = withForwardDependentStep(funnelDefinition('draft_forward'))
    expect(await refusedSave(createFunnel(payload, draft, { _status: 'draft' }))).toContain('screens[0].dependentStep')

    const funnel = await createFunnel(payload, funnelDefinition('edited_funnel'))
    const broken = withForwardDependentStep(funnelDefinition('edited_funnel'))
    const message = await refusedSave(payload.update({ collection: 'funnels', id: funnel.id, data: { definition: broken } }))
    expect(message).toContain('screens[0].dependentStep')
  })

  it('requires the definition id to equal the funnel id', async () => {
    const message = await refusedSave(createFunnel(payload, funnelDefinition('one_id'), { funnelId: 'another_id' }))
    expect(message).toContain('id: must equal the funnel id "another_id", not "one_id"')
  })

  it('lists every problem in one message', async () => {
    const definition = { ...withForwardDependentStep(funnelDefinition('many_problems')), settings: {} }
    const message = await refusedSave(createFunnel(payload, definition))
    expect(message).toContain('screens[0].dependentStep')
    expect(message).toContain('settings.paywall')
    expect(message.split('\n')).toHaveLength(1)
  })
})
