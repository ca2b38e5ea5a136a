import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, ValidationError } from 'payload'
import { defaultExperiment, experimentSchema } from '@schemas/funnel/experiment'
import type { User } from '../../payload-types'
import { splitForTest, testFunnelId, testFunnelTitle } from '../../admin/studio/test-split'

export type PublishAsTestInput = { funnelId: string; definition: Record<string, unknown>; share: number }
export type PublishedTest = { id: number; funnelId: string; title: string; share: number; liveWeight: number; testWeight: number }
export type PublishAsTestResult = { ok: true; test: PublishedTest } | { ok: false; status: 400 | 404; message: string }

const triedNumbers = 200

/**
 * Publishes a funnel's draft as a test of its live version (decision 024): the draft becomes a
 * funnel of its own, published as `<id>_test_<n>`, and the /experiment test gives it `share` % of
 * the new visitors the live funnel gets there. The live funnel's published version is not touched,
 * so every visitor who has it keeps it. Both writes happen in one transaction, as `user`.
 */
export async function publishAsTest(payload: Payload, user: User, input: PublishAsTestInput): Promise<PublishAsTestResult> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  const asUser = { req, overrideAccess: false } as const
  const found = await payload.find({ collection: 'funnels', where: { funnelId: { equals: input.funnelId } }, limit: 1, depth: 0, ...asUser })
  const live = found.docs[0]
  if (!live || live._status !== 'published')
    return { ok: false, status: 404, message: 'Only a published funnel can be tested against: publish this one to everyone first.' }

  const experiment = await payload.findGlobal({ slug: 'experiment', depth: 0, ...asUser })
  // As the site runs it (app/analytics/server/experiment-settings.server.ts): the default until first saved.
  const stored = experimentSchema.safeParse({
    variants: (experiment.variants ?? []).map(({ funnelId, weight, paused }) => ({ funnelId, weight, paused: paused ?? false })),
  })
  const variants = stored.success ? stored.data.variants : defaultExperiment.variants
  let n = 1
  while (n < triedNumbers && (await payload.count({ collection: 'funnels', where: { funnelId: { equals: testFunnelId(live.funnelId, n) } }, ...asUser })).totalDocs > 0)
    n += 1
  const testId = testFunnelId(live.funnelId, n)
  const split = splitForTest(variants, { funnelId: live.funnelId, title: live.title }, testId, input.share)
  if (!split.ok) return { ok: false, status: 400, message: split.reason }

  const title = testFunnelTitle(live.title, n)
  const definitionTitle = typeof input.definition.title === 'string' ? input.definition.title : live.title
  const definition = { ...input.definition, id: testId, title: testFunnelTitle(definitionTitle, n) }
  const started = await initTransaction(req)
  try {
    const created = await payload.create({ collection: 'funnels', data: { funnelId: testId, title, definition, _status: 'published' }, depth: 0, ...asUser })
    await payload.updateGlobal({ slug: 'experiment', data: { variants: split.variants }, depth: 0, ...asUser })
    if (started) await commitTransaction(req)
    return {
      ok: true,
      test: { id: created.id, funnelId: testId, title, share: input.share, liveWeight: split.live.weight, testWeight: split.test.weight },
    }
  } catch (error) {
    if (started) await killTransaction(req)
    if (error instanceof ValidationError)
      return { ok: false, status: 400, message: error.data.errors.map((one) => one.message).join(' ') || error.message }
    throw error
  }
}
