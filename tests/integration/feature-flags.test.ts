import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loader as flagsLoader } from '../../app/routes/api.flags'
import { loadLessonPage } from '../../app/learning/server/lesson.server'
import { flagsFor } from '../../app/flags/server/flags.server'
import { certificateEnabled } from '../../app/certificates/server/certificate-enabled.server'
import { loadLandingPage } from '../../app/landing/server/landing-page.server'
import { pageCacheKey } from '../../app/page-cache-policy.server'
import { flagDefaults } from '@schemas/flags/flags'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { refusedSave } from '../support/errors'
import { get } from '../support/requests'
import { createStaff } from '../support/staff'
import { asStudent, createStudent, getPayloadClient } from '../support/students'
import { contractChecked } from '../support/api-contract'

type Rule = {
  key: string
  platforms?: string[]
  audiences?: string[]
  variants: { value: string; weight: number }[]
}

// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const call = (request: Request) => contractChecked(flagsLoader)({ request, params: {}, context: {} })
const flagsOf = async (request: Request) => ((await (await call(request)).json()) as { data: Record<string, unknown> }).data
const visitorId = '3f2a0c1e-5b7d-4e8f-9a1b-2c3d4e5f6a7b'

// Settings → Feature flags (issue #15): marketers' rules, evaluated per student or visitor on the server.
describe('feature flags saved in the admin', () => {
  let payload: Payload
  let marketer: Awaited<ReturnType<typeof createStaff>>
  const save = (rules: Rule[]) =>
    payload.updateGlobal({ slug: 'feature-flags', data: { rules } as never, user: marketer, overrideAccess: false })

  beforeAll(async () => {
    payload = await getPayloadClient()
    marketer = await createStaff(payload, 'marketer')
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: 'feature-flags', data: { rules: [] } })
  })

  it('gives a new visitor the defaults and the user_uuid cookie that keeps their variants', async () => {
    const response = await call(get('/api/flags'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('set-cookie')).toMatch(/^user_uuid=/)
    expect(((await response.json()) as { data: unknown }).data).toEqual(flagDefaults)
  })

  it('refuses a value the flag cannot take, weights over 100% and a rule without variants, naming the rule', async () => {
    expect(await refusedSave(save([{ key: 'lesson_navigation_mode', variants: [{ value: 'sideways', weight: 100 }] }]))).toContain(
      'Rule 1 (Lesson layout): "sideways" is not one of its values: page (one part at a time), wall (all parts on one page).',
    )
    expect(
      await refusedSave(
        save([
          { key: 'lessons_map', variants: [{ value: 'true', weight: 100 }] },
          {
            key: 'certificate_enabled',
            variants: [
              { value: 'true', weight: 60 },
              { value: 'false', weight: 50 },
            ],
          },
        ]),
      ),
    ).toContain('Rule 2 (Certificates): The weights of Certificates add up to 110%; at most 100%.')
    expect(await refusedSave(save([{ key: 'new_tag_visibility_days', variants: [{ value: 'soon', weight: 100 }] }]))).toContain(
      'a whole number of days from 0 to 365',
    )
    expect(await refusedSave(save([{ key: 'lessons_map', variants: [] }]))).not.toBe('')
    expect(await flagsOf(get('/api/flags'))).toEqual(flagDefaults)
  })

  it('evaluates a saved edit at once, targeted by platform and student status, without a restart', async () => {
    const { student, token } = await createStudent()
    const session = { student, token } as Parameters<typeof asStudent>[0]
    expect((await flagsOf(asStudent(session, '/api/flags'))).lesson_navigation_mode).toBe('page')

    await save([
      { key: 'lesson_navigation_mode', platforms: ['web'], audiences: ['other'], variants: [{ value: 'wall', weight: 100 }] },
      { key: 'new_tag_visibility_days', variants: [{ value: '30', weight: 100 }] },
      { key: 'daily_task_widget_type', audiences: ['visitor'], variants: [{ value: 'small', weight: 100 }] },
    ])
    const asTrial = await flagsOf(asStudent(session, '/api/flags'))
    expect(asTrial).toMatchObject({ lesson_navigation_mode: 'wall', new_tag_visibility_days: 30, daily_task_widget_type: 'big' })
    expect((await flagsOf(asStudent(session, '/api/flags?platform=ios'))).lesson_navigation_mode).toBe('page')
    const asVisitor = await flagsOf(get('/api/flags'))
    expect(asVisitor).toMatchObject({ lesson_navigation_mode: 'page', new_tag_visibility_days: 30, daily_task_widget_type: 'small' })

    const course = await createCourse(payload, { title: 'Flag course', availableInTrial: true })
    const topic = await createTopic(payload, course, { availableInTrial: true })
    const lesson = await createLesson(payload, topic)
    const page = await loadLessonPage(student, course.id, topic.id, lesson.id, { platform: 'web', status: 'other' })
    expect(page.flow).toBe('wall')
    const app = await loadLessonPage(student, course.id, topic.id, lesson.id, { platform: 'android', status: 'other' })
    expect(app.flow).toBe('page')
  })

  it('keeps a visitor in one variant of a rollout: by the cookie on the web, by ?user_uuid= from an app', async () => {
    await save([{ key: 'lessons_map', variants: [{ value: 'true', weight: 50 }] }])
    const first = await call(get('/api/flags'))
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    const mine = ((await first.json()) as { data: { lessons_map: boolean } }).data.lessons_map
    for (let index = 0; index < 5; index++) expect((await flagsOf(get('/api/flags', { cookie }))).lessons_map).toBe(mine)

    const fromApp = (await flagsOf(get(`/api/flags?user_uuid=${visitorId}`))).lessons_map
    for (let index = 0; index < 5; index++) expect((await flagsOf(get(`/api/flags?user_uuid=${visitorId}`))).lessons_map).toBe(fromApp)
    expect(fromApp).toBe((await flagsFor({ id: visitorId, platform: 'web', audience: 'visitor' })).lessons_map)

    const shares = await Promise.all(
      Array.from({ length: 400 }, (_, index) =>
        flagsFor({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, platform: 'web', audience: 'visitor' }),
      ),
    )
    const on = shares.filter((flags) => flags.lessons_map).length
    expect(on).toBeGreaterThan(140)
    expect(on).toBeLessThan(260)
  })

  it('issues certificates only while certificate_enabled is on for the student', async () => {
    const { student } = await createStudent()
    expect(await certificateEnabled(student)).toBe(true)
    await save([{ key: 'certificate_enabled', audiences: [student.status], variants: [{ value: 'false', weight: 100 }] }])
    expect(await certificateEnabled(student)).toBe(false)
    await save([])
    expect(await certificateEnabled(student)).toBe(true)
  })

  it('answers 400 for an id or platform that is not one', async () => {
    const badId = await call(get('/api/flags?user_uuid=not-a-uuid'))
    expect(badId.status).toBe(400)
    expect(((await badId.json()) as { error: { message: string } }).error.message).toContain('user_uuid must be a UUID')
    expect((await call(get('/api/flags?platform=tv'))).status).toBe(400)
  })

  it('takes payment_system and the landing flags from Site settings until a rule says otherwise', async () => {
    await save([])
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { paymentSystem: 'ecommpay', landingPriceBlock: 'n_weeks_access', landingPriceBlockWithMentor: false },
    })
    try {
      expect(await flagsOf(get('/api/flags'))).toMatchObject({ payment_system: 'ecommpay', landing_price_block: 'n_weeks_access' })
      await save([{ key: 'payment_system', audiences: ['visitor'], variants: [{ value: 'solidgate', weight: 100 }] }])
      expect((await flagsOf(get('/api/flags'))).payment_system).toBe('solidgate')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: {
          paymentSystem: before.paymentSystem,
          landingPriceBlock: before.landingPriceBlock,
          landingPriceBlockWithMentor: before.landingPriceBlockWithMentor,
        },
      })
    }
  })

  /** A paywall plan with a US-dollar price for the test's price blocks to sell (a block without one is not shown). */
  let planId: string | undefined
  const landingPlanId = async () => {
    planId ??= (
      await payload.create({
        collection: 'plans',
        data: {
          planId: '3f2b8c1e-7a4d-4e2f-9b1a-5c6d7e8f9a77',
          name: 'Flags test plan',
          set: 'flags-test',
          firstPeriod: { value: 4, unit: 'W' },
          renewalPeriod: { value: 4, unit: 'W' },
          prices: [{ currency: 'USD', firstPeriodCents: 1999, renewalCents: 2999 }],
          order: 1,
        },
      })
    ).planId
    return planId
  }

  it('gives each landing visitor the price blocks of their landing_price_block, and renders per visitor only while a rollout splits them', async () => {
    const suffix = Date.now()
    for (const [key, curatorMonths] of [
      [`annual_access_${suffix}`, 0],
      [`annual_access_${suffix}_curator`, 1],
      [`n_weeks_access_${suffix}`, 0],
      [`n_weeks_access_${suffix}_curator`, 1],
    ] as const)
      await payload.create({
        collection: 'price-plans',
        data: { key, title: key, planId: await landingPlanId(), curatorMonths, benefits: [{ text: 'Everything' }] },
      })
    const ours = async (request: Request) =>
      (await loadLandingPage(request, '/')).page.content.priceBlocks
        .map((block) => block.key)
        .filter((key) => key.includes(String(suffix)))
        .sort()
    const newVisitor = { url: new URL('http://localhost:3000/'), header: () => undefined }

    await save([])
    expect(await ours(get('/'))).toEqual([`annual_access_${suffix}`, `annual_access_${suffix}_curator`])
    expect(await pageCacheKey(newVisitor)).not.toBeNull()

    await save([{ key: 'landing_price_block', audiences: ['visitor'], variants: [{ value: 'n_weeks_access', weight: 100 }] }])
    expect(await ours(get('/'))).toEqual([`n_weeks_access_${suffix}`])
    expect(await pageCacheKey(newVisitor), 'one value for every new visitor: still one cached page').not.toBeNull()

    await save([{ key: 'landing_price_block', variants: [{ value: 'n_weeks_access', weight: 50 }] }])
    expect(await pageCacheKey(newVisitor), 'a split: each visitor’s page is rendered for them').toBeNull()
  })

  it('keeps every saved version, and lets only staff read or change the rules', async () => {
    const versions = await payload.findGlobalVersions({ slug: 'feature-flags', sort: '-updatedAt', limit: 3 })
    expect(versions.docs.length).toBeGreaterThanOrEqual(2)
    const { student } = await createStudent()
    const asStudentUser = { ...student, collection: 'students' as const }
    await expect(payload.findGlobal({ slug: 'feature-flags', overrideAccess: false })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'feature-flags', overrideAccess: false, user: asStudentUser })).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'feature-flags', data: { rules: [] }, overrideAccess: false, user: asStudentUser }),
    ).rejects.toThrow()
  })
})
