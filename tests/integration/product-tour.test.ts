import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readVisitor, serializeOwnedSessions } from '../../app/core/visitor-cookies.server'
import { loadProductTour } from '../../app/product-tour/server/product-tour.server'
import { setMetadata } from '../../app/core/student-metadata.server'
import { attachOrderToStudent } from '../../app/payments/server/attach-order.server'
import { ensureEnrolment } from '../../app/learning/server/enrolment.server'
import { createCourse } from '../support/catalogue'
import { createFunnel, type FunnelDefinitionFixture } from '../support/funnels'
import { createPaidOrder } from '../support/purchases'
import { asStudent, createStudent, getPayloadClient } from '../support/students'

const web = { platform: 'web', status: 'active' } as const
const productV3 = JSON.parse(readFileSync(path.resolve('funnels/product_v3.json'), 'utf8')) as FunnelDefinitionFixture & {
  $schema?: string
}
const { $schema: _schema, ...definition } = productV3

type Session = Awaited<ReturnType<typeof createStudent>>

async function buyer(): Promise<Session> {
  const session = await createStudent()
  const { order } = await createPaidOrder()
  await attachOrderToStudent(order.id, session.student.id)
  return session
}

const open = (session: Session, query = '', cookie?: string) =>
  loadProductTour(asStudent(session, `/home${query}`, cookie ? { headers: { Cookie: cookie } } : {}), session.student, web)

async function setPaymentSystem(paymentSystem: 'solidgate' | 'ecommpay' | 'none') {
  const payload = await getPayloadClient()
  await payload.updateGlobal({ slug: 'site-settings', data: { paymentSystem } as never })
}

// Issue #15 item 4: whether /home opens the product onboarding modal, and on which screen.
describe('loadProductTour', () => {
  beforeAll(async () => {
    const payload = await getPayloadClient()
    await createFunnel(payload, definition)
    await payload.updateGlobal({ slug: 'site-settings', data: { introLesson: { courseId: '7', topicId: '8', lessonId: '9' } } as never })
    await setPaymentSystem('solidgate')
  })

  it('opens product_v3 on its intro lesson screen for a buyer, the lesson link from Site settings', async () => {
    const onboarding = await open(await buyer())
    expect(onboarding?.page.funnel.id).toBe('product_v3')
    expect(onboarding?.page.frame.screen.id).toBe('EssentialsLesson')
    expect(onboarding?.page.persisted, 'a first start: the engine reports it in the browser').toBeNull()
    expect(onboarding?.lessonLinks).toEqual({ EssentialsLesson: '/course/7/topic/8/lesson/9?source=onboarding' })
  })

  it('opens for an account that bought nothing too (the spec’s rules know no purchase), and stays shut once productOnboardingFinished is stored', async () => {
    expect((await open(await createStudent()))?.page.frame.screen.id).toBe('EssentialsLesson')
    expect((await open(await createStudent(), '?source=product_v3_onboarding&onboarding_step=1'))?.page.frame.screen.id).toBe(
      'ChallengeReadySlide',
    )
    const finished = await buyer()
    await setMetadata(finished.student, { key: 'productOnboardingFinished', value: 'true' })
    const payload = await getPayloadClient()
    const student = await payload.findByID({ collection: 'students', id: finished.student.id, depth: 0 })
    expect(await open({ ...finished, student: { ...finished.student, ...student } })).toBeNull()
  })

  it('resumes at the step the intro lesson’s return names', async () => {
    const onboarding = await open(await buyer(), '?source=product_v3_onboarding&onboarding_step=1')
    expect(onboarding?.page.frame.screen.id).toBe('ChallengeReadySlide')
    expect(onboarding?.page.persisted).toMatchObject({ screenId: 'ChallengeReadySlide', history: ['EssentialsLesson'] })
  })

  it('resumes this browser’s saved session, and shows nothing once it is completed', async () => {
    const session = await buyer()
    const visitorCookie = (await readVisitor(new Request('http://localhost/'))).setCookie!
    const cookieHeader = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(';'))
    const visitorId = (await readVisitor(new Request('http://localhost/', { headers: { Cookie: cookieHeader(visitorCookie) } }))).id
    const payload = await getPayloadClient()
    const save = (screenId: string, history: string[]) =>
      payload.create({
        collection: 'funnel-sessions',
        overrideAccess: true,
        data: {
          visitorId,
          funnelId: 'product_v3',
          funnelVersion: 1,
          state: { funnelId: 'product_v3', version: 1, screenId, history, answers: {}, drafts: {}, savedAt: new Date().toISOString() },
        },
      })
    const cookie = async (id: number | string) =>
      `${cookieHeader(visitorCookie)}; ${cookieHeader(await serializeOwnedSessions({ product_v3: String(id) }))}`

    const onSlide = await save('ChallengeReadySlide', ['EssentialsLesson'])
    expect((await open(session, '', await cookie(onSlide.id)))?.page.frame.screen.id).toBe('ChallengeReadySlide')
    const completed = await save('completed', ['EssentialsLesson', 'ChallengeReadySlide'])
    expect(await open(session, '', await cookie(completed.id))).toBeNull()
    const unreadable = await payload.create({
      collection: 'funnel-sessions',
      overrideAccess: true,
      data: { visitorId, funnelId: 'product_v3', funnelVersion: 1, state: { screenId: 42 } },
    })
    expect((await open(session, '', await cookie(unreadable.id)))?.page.frame.screen.id, 'progress it cannot read: from the start').toBe(
      'EssentialsLesson',
    )
  })

  /** On `paymentSystem`, the student is onboarded before their first enrolment and not after it. */
  async function shutsAfterFirstEnrolment(paymentSystem: 'ecommpay' | 'none', session: Session) {
    await setPaymentSystem(paymentSystem)
    try {
      expect(await open(session)).not.toBeNull()
      const course = await createCourse(await getPayloadClient())
      await ensureEnrolment(session.student, 'course', course.id)
      expect(await open(session)).toBeNull()
    } finally {
      await setPaymentSystem('solidgate')
    }
  }

  it('follows the provider rules: on ecommpay a student with an enrolment is not onboarded', async () => {
    await shutsAfterFirstEnrolment('ecommpay', await buyer())
  })

  it('follows the provider rules: on other systems a student is onboarded only before the first enrolment, bought or not', async () => {
    await shutsAfterFirstEnrolment('none', await createStudent())
  })
})
