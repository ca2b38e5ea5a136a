/**
 * The admin's publish check (issue #46): a marketer cannot publish copy whose claims the product
 * does not back; the refusal names each claim and what the product holds. Drafts still save.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { getProductFacts } from '../../app/core/site-settings.server'
import { plans } from '@cms/seed/data/plans'
import { createCourse } from '../support/catalogue'
import { funnelDefinition } from '../support/funnels'
import { createStaff } from '../support/staff'

/** The refusal as the admin shows it: each field's path and the message under it. */
async function refusal(saving: Promise<unknown>): Promise<string> {
  const error = await saving.then(
    () => expect.fail('the save was not refused'),
    (refused: unknown) => refused as { data?: { errors?: Array<{ path: string; message: string }> } },
  )
  return (error.data?.errors ?? []).map(({ path, message }) => `${path}: ${message}`).join('\n')
}

describe('publishing copy with claims the product does not back', () => {
  let payload: Payload
  let marketer: Awaited<ReturnType<typeof createStaff>>
  const yearlyPlanId = '0b0b0b0b-1111-4222-8333-444444444444'

  beforeAll(async () => {
    payload = await getPayloadClient()
    marketer = await createStaff(payload, 'marketer')
    // Two published courses teaching two tools, one published challenge; a draft course's tool is not counted.
    await createCourse(payload, { tools: ['chatgpt', 'claude'] })
    await createCourse(payload, { tools: ['chatgpt'] })
    await createCourse(payload, { type: 'challenge', dayCount: 28 })
    await createCourse(payload, { _status: 'draft', tools: ['gemini'] })
    const yearly = plans.find((plan) => plan.firstPeriod.unit === 'Y')!
    await payload.create({ collection: 'plans', data: { ...yearly, planId: yearlyPlanId, set: 'promise-test' } })
  })

  const asMarketer = { overrideAccess: false } as const

  it('fills {{fact:courses}}, {{fact:challenges}} and {{fact:aiTools}} with what is published, the typed facts from Site settings', async () => {
    expect(await getProductFacts()).toEqual({ learners: 500_000, dailyMinutes: '20', courses: 2, challenges: 1, aiTools: 2 })
  })

  it('refuses a funnel whose paywall promises more courses and challenges than are published, naming what is held', async () => {
    const definition = funnelDefinition('promise_funnel', {
      settings: { paywall: { planSet: 'weekly-1-4-12', benefits: ['20+ AI courses and 3 personal challenges', 'Lessons on 15 AI tools'] } },
    })
    const publish = payload.create({
      collection: 'funnels',
      data: { funnelId: definition.id, title: 'Promise funnel', definition, _status: 'published' },
      user: marketer,
      ...asMarketer,
    })
    const shown = await refusal(publish)
    expect(shown).toMatch(
      /^definition: “20\+ AI courses” \(funnel promise_funnel: settings\.paywall\.benefits\.0\) is not backed: the catalogue has 2 published courses\./,
    )
    expect(shown).toMatch(/“3 personal challenges”.*the catalogue has 1 published challenges/)
    expect(shown).toMatch(/“15 AI tools”.*the published lessons cover 2 AI tools/)
    expect(shown).toMatch(/, or save it as a draft\.$/)
  })

  it('still saves that funnel as a draft, and publishes it once the counts are written as facts', async () => {
    const definition = funnelDefinition('promise_draft', {
      settings: { paywall: { planSet: 'weekly-1-4-12', benefits: ['20+ AI courses and 3 personal challenges'] } },
    })
    const draft = await payload.create({
      collection: 'funnels',
      data: { funnelId: definition.id, title: 'Draft', definition, _status: 'draft' },
      draft: true,
      user: marketer,
      ...asMarketer,
    })
    expect(draft._status).toBe('draft')

    const counted = {
      ...definition,
      settings: {
        paywall: {
          planSet: 'weekly-1-4-12',
          benefits: ['{{fact:courses}}+ AI courses and {{fact:challenges}} personal challenges', 'Lessons on {{fact:aiTools}} AI tools'],
        },
      },
    }
    const published = await payload.update({
      collection: 'funnels',
      id: draft.id,
      data: { definition: counted, _status: 'published' },
      user: marketer,
      ...asMarketer,
    })
    expect(published._status).toBe('published')
  })

  it('refuses a landing price block promising the AI tools the plan does not include, and lets the truth through', async () => {
    const block = (benefits: string[]) =>
      payload.create({
        collection: 'price-plans',
        data: {
          key: `block_${benefits.length}`,
          title: 'Annual access',
          planId: yearlyPlanId,
          curatorMonths: 0,
          benefits: benefits.map((text) => ({ text })),
        },
        user: marketer,
        ...asMarketer,
      })
    expect(await refusal(block(['Customer support', 'Access to AI tools']))).toMatch(
      /^benefits\.1\.text: “Access to AI tools”: the plan includes the courses, the challenges, the AI chat assistant, certificates\./,
    )
    const truthful = await block(['Customer support', 'An AI chat assistant', '{{fact:courses}}+ AI courses'])
    expect(truthful.title).toBe('Annual access')
  })

  it('refuses "Lifetime access" on a plan and an FAQ promising more tools than the lessons teach', async () => {
    const plan = plans[0]!
    const lifetimePlan = payload.create({
      collection: 'plans',
      data: { ...plan, planId: '0c0c0c0c-1111-4222-8333-444444444444', set: 'promise-test', description: 'Lifetime access' },
      user: marketer,
      ...asMarketer,
    })
    expect(await refusal(lifetimePlan)).toMatch(/^description: “Lifetime access”: a plan lasts its paid period/)
    const faq = payload.create({
      collection: 'faqs',
      data: { group: 'landing', shortText: 'Which tools?', fullText: 'The lessons teach 30+ tools.', order: 1 },
      user: marketer,
      ...asMarketer,
    })
    const shown = await refusal(faq)
    expect(shown).toMatch(/^fullText: “30\+ tools”: the published lessons cover 2 AI tools/)
    // An FAQ has no drafts: every save publishes, so the refusal offers no draft.
    expect(shown).toMatch(/\{\{fact:aiTools\}\}\)\.$/)
  })

  it('leaves the product’s own writes (the seed, scripts) to the promise-audit test', async () => {
    const seeded = await payload.create({
      collection: 'landing-cards',
      data: { title: 'Seeded card', description: 'Access to AI tools', order: 9 },
    })
    expect(seeded.title).toBe('Seeded card')
  })
})
