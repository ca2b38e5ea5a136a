/**
 * The JSON API as a mobile app uses it: a client generated from the committed OpenAPI document
 * (openapi-typescript's types in docs/api/openapi-types.d.ts, called through openapi-fetch) against
 * the real host over HTTP. Sign up, read the courses, enrol, find a topic and a lesson, complete
 * it, pay for a plan and read the subscription. Requests and answers are typed by the document and
 * each answer is checked against the same zod schema the routes are typed by, so a change that
 * breaks the contract fails the type check or this test.
 */
import { randomUUID } from 'node:crypto'
import createClient, { type Middleware } from 'openapi-fetch'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { paths } from '../../docs/api/openapi-types'
import * as answers from '@schemas/api/answers'
import { admin, buyWithSolidgate, useAdmin } from '../security/checkout-support'
import { base, newClientIp, staffToken } from '../security/support'

/** The document's answer types and the zod schemas' agree: each line fails the type check when they part. */
type Json<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: Record<S, { content: { 'application/json': infer T } }>
}
  ? T
  : never
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(value: T) => value
agree<Same<Json<'/api/auth/signup', 'post', 201>, z.infer<typeof answers.sessionAnswer>>>(true)
agree<Same<Json<'/api/courses', 'get', 200>, z.infer<typeof answers.courseListAnswer>>>(true)
agree<Same<Json<'/api/complete/lesson', 'post', 200>, z.infer<typeof answers.lessonCompletedAnswer>>>(true)
agree<Same<Json<'/api/payments/subscriptions', 'get', 200>, z.infer<typeof answers.subscriptionListAnswer>>>(true)

/** A phone: one client address, and the bearer token once signed in. */
function mobileClient() {
  const client = createClient<paths>({ baseUrl: base })
  const ip = newClientIp()
  let token: string | undefined
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('X-Forwarded-For', ip)
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  }
  client.use(auth)
  return { client, signedIn: (value: string) => (token = value) }
}

/** The answer's data, after checking it against the schema the route is typed by. */
function checked<T>(schema: z.ZodType, result: { data?: T; error?: unknown; response: Response }, status = 200): T {
  expect({ status: result.response.status, error: result.error }).toEqual({ status, error: undefined })
  expect(schema.safeParse(result.data).error?.issues).toBeUndefined()
  return result.data!
}

describe('the API journey of a mobile app, through a client generated from the OpenAPI document', () => {
  const paying = process.env.PAYMENT_SIMULATOR !== 'false'
  beforeAll(async () => {
    if (!paying) return
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
  })

  it('signs up, reads the courses, enrols, completes a lesson and reads the subscription', async () => {
    const { client, signedIn } = mobileClient()
    const email = `journey-${randomUUID()}@example.com`
    const password = 'Str0ng-Journey!'

    const session = checked(answers.sessionAnswer, await client.POST('/api/auth/signup', { body: { email, password } }), 201)
    expect(session.student.email).toBe(email)
    signedIn(session.token)
    expect(checked(answers.studentAnswer, await client.GET('/api/profile')).id).toEqual(session.student.id)

    const { data: courses } = checked(answers.courseListAnswer, await client.GET('/api/courses'))
    // More than one lesson, so one completed lesson leaves the course in progress (other security
    // files add one-lesson courses to the same host).
    const course = courses.find((item) => item.type === 'course' && item.totalLessons > 1)
    expect(course, 'the demo catalogue has a course with several lessons').toBeDefined()
    expect(course!.status).toBe('none')

    const enrolled = checked(answers.enrolledAnswer, await client.POST('/api/enrolments/course', { body: { courseId: course!.id } }), 201)
    expect(enrolled.data).toMatchObject({ course_id: course!.id, status: 'in_progress' })

    const { data: topics } = checked(
      answers.topicListAnswer,
      await client.GET('/api/courses/{courseId}/topics', { params: { path: { courseId: String(course!.id) } } }),
    )
    const topic = topics[0]!
    const { data: lessons } = checked(
      answers.lessonListAnswer,
      await client.GET('/api/topics/{topicId}/lessons', { params: { path: { topicId: String(topic.id) } } }),
    )
    const lesson = lessons[0]!
    expect(lesson.enrollmentStatus).toBe('none')

    const completed = checked(
      answers.lessonCompletedAnswer,
      await client.POST('/api/complete/lesson', { body: { topicId: topic.id, lessonId: lesson.id } }),
    )
    expect(completed.lesson_id).toEqual(lesson.id)
    expect(completed.progress).toBeGreaterThan(0)
    const { data: lessonEnrolments } = checked(answers.enrolmentListAnswer, await client.GET('/api/enrolments/lesson'))
    expect(lessonEnrolments).toEqual([expect.objectContaining({ lesson_id: lesson.id, status: 'completed' })])
    const { data: afterwards } = checked(answers.courseListAnswer, await client.GET('/api/courses'))
    expect(afterwards.find((item) => item.id === course!.id)).toMatchObject({ status: 'in_progress', progress: completed.progress })

    const before = checked(answers.subscriptionListAnswer, await client.GET('/api/payments/subscriptions'))
    expect(before.subscriptions).toEqual([])
    if (!paying) return
    const token = session.token
    await buyWithSolidgate({ id: Number(session.student.id), email, password, token, cookie: `payload-token=${token}` })
    const { subscriptions } = checked(answers.subscriptionListAnswer, await client.GET('/api/payments/subscriptions'))
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', platform: { code: 'web' } })])
  })

  it('reads a refusal as the documented Problem', async () => {
    const { client } = mobileClient()
    const refused = await client.GET('/api/payments/subscriptions')
    expect(refused.response.status).toBe(401)
    expect(answers.problemAnswer.parse(refused.error)).toEqual({ error: { title: 'Not signed in', message: 'Sign in to continue.' } })
  })
})
