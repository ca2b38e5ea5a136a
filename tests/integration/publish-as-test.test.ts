/**
 * Issue #47: "Publish as a test". The draft becomes a published funnel of its own and takes the
 * chosen share of the live funnel's new visitors at /experiment; the live funnel's published
 * version is untouched. Refusals say why in words and leave nothing behind.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@cms/admin/studio/publish-test-route'
import { getPayloadClient } from '@cms/get-payload'
import { assignExperimentVariant } from '../../app/funnel/server/experiment.server'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { get, postJson } from '../support/requests'
import { createStaff } from '../support/staff'

const live = funnelDefinition('pt_live', { title: 'Live quiz' })
const draft = { ...live, screens: [{ id: 'hello', type: 'Info', title: 'Hello first' }, ...live.screens] }

describe('publishing a draft as a test of the live funnel', () => {
  let payload: Payload
  let token: string
  const publish = (body: unknown, as = token) =>
    POST(postJson('/cms/api/funnel-tests', body, { cookie: `payload-token=${as}` }).clone()).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & { error?: { message: string } },
    }))
  const experiment = async () =>
    (await payload.findGlobal({ slug: 'experiment', depth: 0 })).variants?.map(({ funnelId, weight }) => ({ funnelId, weight }))
  const funnel = async (funnelId: string) =>
    (await payload.find({ collection: 'funnels', where: { funnelId: { equals: funnelId } }, depth: 0 })).docs[0]

  beforeAll(async () => {
    payload = await getPayloadClient()
    const marketer = await createStaff(payload, 'marketer')
    token = (await payload.login({ collection: 'users', data: { email: marketer.email, password: 'Str0ng!password' } })).token!
    await createFunnel(payload, live, { title: 'Live quiz' })
    await createFunnel(payload, funnelDefinition('pt_other'))
    await createFunnel(payload, funnelDefinition('pt_outside'))
    await payload.updateGlobal({
      slug: 'experiment',
      data: {
        variants: [
          { funnelId: 'pt_other', weight: 50 },
          { funnelId: 'pt_live', weight: 50 },
        ],
      },
    })
  })

  it('publishes the draft as its own funnel and gives it the share of the live funnel’s visitors', async () => {
    const { status, body } = await publish({ funnelId: 'pt_live', definition: draft, share: 20 })
    expect(status).toBe(201)
    expect(body).toMatchObject({ funnelId: 'pt_live_test_1', title: 'Test 1 of Live quiz', share: 20, liveWeight: 40, testWeight: 10 })
    expect(await experiment()).toEqual([
      { funnelId: 'pt_other', weight: 50 },
      { funnelId: 'pt_live', weight: 40 },
      { funnelId: 'pt_live_test_1', weight: 10 },
    ])
    const test = await funnel('pt_live_test_1')
    expect(test).toMatchObject({ _status: 'published', title: 'Test 1 of Live quiz' })
    expect(test!.definition).toEqual({ ...draft, id: 'pt_live_test_1', title: 'Test 1 of Live quiz' })
    // The live funnel's visitors keep the version they have.
    expect((await funnel('pt_live'))!.definition).toEqual(live)
    // New visitors are drawn by the new weights: other 0–50 %, live 50–90 %, the test the last tenth.
    const land = async (random: number) => (await assignExperimentVariant(get('/experiment'), random)).location
    expect(await land(0.55)).toBe('/experiment/pt_live')
    expect(await land(0.85)).toBe('/experiment/pt_live')
    expect(await land(0.95)).toBe('/experiment/pt_live_test_1')
  })

  it('numbers a second test of the same funnel on from the first', async () => {
    const { status, body } = await publish({ funnelId: 'pt_live', definition: draft, share: 50 })
    expect(status).toBe(201)
    expect(body).toMatchObject({ funnelId: 'pt_live_test_2', title: 'Test 2 of Live quiz', liveWeight: 20, testWeight: 20 })
  })

  it('refuses a funnel that gets no visitors from the experiment, and a draft with problems, leaving nothing behind', async () => {
    const before = await experiment()
    const outside = await publish({ funnelId: 'pt_outside', definition: funnelDefinition('pt_outside'), share: 20 })
    expect(outside.status).toBe(400)
    expect(outside.body.error?.message).toMatch(/^“Test funnel” gets no new visitors from the experiment/)
    expect(await funnel('pt_outside_test_1')).toBeUndefined()

    const broken = { ...draft, screens: [{ ...draft.screens[0]!, title: '' }, ...draft.screens.slice(1)] }
    const invalid = await publish({ funnelId: 'pt_live', definition: broken, share: 20 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.error?.message).toContain('Give this screen a title')
    expect(await funnel('pt_live_test_3')).toBeUndefined()
    expect(await experiment()).toEqual(before)
  })

  it('is for admins and marketers only, with a share from 1 to 90 %', async () => {
    const support = await createStaff(payload, 'support')
    const supportToken = (await payload.login({ collection: 'users', data: { email: support.email, password: 'Str0ng!password' } })).token!
    expect((await publish({ funnelId: 'pt_live', definition: draft, share: 20 }, supportToken)).status).toBe(403)
    expect((await publish({ funnelId: 'pt_live', definition: draft, share: 20 }, 'nobody')).status).toBe(401)
    expect((await publish({ funnelId: 'pt_live', definition: draft, share: 95 })).status).toBe(400)
  })
})
