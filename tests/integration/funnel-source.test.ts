import { describe, expect, it } from 'vitest'
import { getFunnel, listPublishedFunnels } from '../../app/core/funnels.server'
import { getPayloadClient } from '@cms/get-payload'
import { Funnels } from '@cms/collections/Funnels'
import { createFunnel, funnelDefinition } from '../support/funnels'
import { createStaff } from '../support/staff'

describe('getFunnel: the CMS is the source of funnels', () => {
  it('serves the published version and picks up an edit on the next request', async () => {
    const payload = await getPayloadClient()
    const doc = await createFunnel(payload, funnelDefinition('live_funnel'))
    expect((await getFunnel('live_funnel'))?.screens[0]?.title).toBe('What is your main goal?')

    const edited = funnelDefinition('live_funnel')
    edited.screens[0]!.title = 'What do you want from AI?'
    await payload.update({ collection: 'funnels', id: doc.id, data: { definition: edited } })
    expect((await getFunnel('live_funnel'))?.screens[0]?.title).toBe('What do you want from AI?')
  })

  it('picks up an edit saved by another process through the content stamp (read again at most a second later)', async () => {
    const payload = await getPayloadClient()
    const doc = await createFunnel(payload, funnelDefinition('other_process_funnel'))
    expect((await getFunnel('other_process_funnel'))?.screens[0]?.title).toBe('What is your main goal?')

    // Another process: its write reaches the database (no hook runs here), and its hook changed the stamp.
    const edited = funnelDefinition('other_process_funnel')
    edited.screens[0]!.title = 'Edited elsewhere'
    await payload.db.updateOne({
      collection: 'funnels',
      where: { id: { equals: doc.id } },
      data: { definition: edited, updatedAt: new Date().toISOString() },
    })
    await payload.db.updateGlobal({ slug: 'content-version', data: { stamp: `elsewhere-${Date.now()}` } })
    await expect
      .poll(async () => (await getFunnel('other_process_funnel'))?.screens[0]?.title, { timeout: 10_000, interval: 200 })
      .toBe('Edited elsewhere')
  })

  it('keeps an unpublished draft from visitors but shows it to staff in preview', async () => {
    const payload = await getPayloadClient()
    const doc = await createFunnel(payload, funnelDefinition('draft_funnel'))
    const draft = funnelDefinition('draft_funnel')
    draft.screens[0]!.title = 'Draft question'
    await payload.update({ collection: 'funnels', id: doc.id, data: { definition: draft, _status: 'draft' }, draft: true })

    expect((await getFunnel('draft_funnel'))?.screens[0]?.title).toBe('What is your main goal?')
    const marketer = await createStaff(payload, 'marketer')
    expect((await getFunnel('draft_funnel', { preview: marketer }))?.screens[0]?.title).toBe('Draft question')
  })

  it('answers null for an unknown or never-published funnel, and lists only published ones', async () => {
    const payload = await getPayloadClient()
    await createFunnel(payload, funnelDefinition('hidden_funnel'), { _status: 'draft' })
    expect(await getFunnel('no_such_funnel')).toBeNull()
    expect(await getFunnel('hidden_funnel')).toBeNull()
    const ids = (await listPublishedFunnels()).map((funnel) => funnel.funnelId)
    expect(ids).toContain('live_funnel')
    expect(ids).not.toContain('hidden_funnel')
  })

  it('gives marketers a preview link in the admin that opens the latest draft on the site', async () => {
    const preview = Funnels.admin?.preview
    expect(await preview?.({ funnelId: 'challenge_v1' }, {} as never)).toBe('http://localhost:3000/onboarding/challenge_v1?preview=1')
    expect(await preview?.({}, {} as never)).toBeNull()
  })
})
