import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { assignExperimentVariant } from '../../app/funnel/server/experiment.server'
import { getExperiment } from '../../app/analytics/server/experiment-settings.server'
import { serializeExperimentVariant } from '../../app/core/visitor-cookies.server'
import { getPayloadClient } from '@cms/get-payload'
import { defaultExperiment } from '@schemas/funnel/experiment'
import { refusedSave } from '../support/errors'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { get } from '../support/requests'
import { createStaff } from '../support/staff'

// Funnels → Experiment (issue #16): marketers set /experiment's funnels and weights in the admin.
describe('the /experiment test as marketers edit it', () => {
  let payload: Payload
  let marketer: Awaited<ReturnType<typeof createStaff>>
  const save = (variants: { funnelId: string; weight: number; paused?: boolean }[]) =>
    payload.updateGlobal({ slug: 'experiment', data: { variants }, user: marketer, overrideAccess: false })

  beforeAll(async () => {
    payload = await getPayloadClient()
    marketer = await createStaff(payload, 'marketer')
    await createFunnel(payload, funnelDefinition('exp_a'))
    await createFunnel(payload, funnelDefinition('exp_b'))
  })

  it('runs the default split until it is first saved', async () => {
    expect(await getExperiment()).toEqual(defaultExperiment)
  })

  it('refuses unknown funnels, negative shares, a funnel twice, shares off 100 % and an all-paused test, in words', async () => {
    expect(await refusedSave(save([{ funnelId: 'no_such_funnel', weight: 100 }]))).toContain('There is no funnel "no_such_funnel".')
    expect(await refusedSave(save([{ funnelId: 'exp_a', weight: -1 }]))).toMatch(/weight/)
    expect(
      await refusedSave(
        save([
          { funnelId: 'exp_a', weight: 50 },
          { funnelId: 'exp_a', weight: 50 },
        ]),
      ),
    ).toContain('Each funnel takes part once')
    expect(
      await refusedSave(
        save([
          { funnelId: 'exp_a', weight: 60 },
          { funnelId: 'exp_b', weight: 52 },
        ]),
      ),
    ).toContain("The running funnels' shares add up to 112 %: they must add up to 100 %")
    expect(await refusedSave(save([{ funnelId: 'exp_a', weight: 100, paused: true }]))).toContain('At least one funnel must run')
    expect(await refusedSave(save([{ funnelId: 'exp_a', weight: 0 }]))).toContain('At least one funnel must run')
    expect(await getExperiment()).toEqual(defaultExperiment)
  })

  it('sends new visitors by the saved shares at once, never to a paused funnel, while a visitor already assigned keeps theirs', async () => {
    await save([{ funnelId: 'exp_a', weight: 100 }])
    const before = await assignExperimentVariant(get('/experiment?utm_source=ad'), 0.5)
    expect(before.location).toBe('/experiment/exp_a?utm_source=ad')

    // Paused, exp_a keeps its 60 %: only the running funnel's shares count towards 100 %.
    await save([
      { funnelId: 'exp_a', weight: 60, paused: true },
      { funnelId: 'exp_b', weight: 100 },
    ])
    expect(await getExperiment()).toEqual({
      variants: [
        { funnelId: 'exp_a', weight: 60, paused: true },
        { funnelId: 'exp_b', weight: 100, paused: false },
      ],
    })
    for (const random of [0, 0.5, 0.99])
      expect((await assignExperimentVariant(get('/experiment'), random)).location).toBe('/experiment/exp_b')

    const cookie = (await serializeExperimentVariant('exp_a')).split(';')[0]!
    const returning = await assignExperimentVariant(get('/experiment', { cookie }), 0.5)
    expect(returning.location).toBe('/experiment/exp_a')
    expect(returning.headers.get('set-cookie')).toBeNull()
  })

  it('keeps every saved version, so reports can split at the moment weights changed', async () => {
    const versions = await payload.findGlobalVersions({ slug: 'experiment', sort: '-updatedAt', limit: 5 })
    expect(versions.docs.length).toBeGreaterThanOrEqual(2)
    expect(versions.docs[0]!.version.variants?.map(({ weight, paused }) => [weight, paused])).toEqual([
      [60, true],
      [100, false],
    ])
  })

  it('is read by staff only', async () => {
    await expect(payload.findGlobal({ slug: 'experiment', overrideAccess: false })).rejects.toThrow()
  })
})
