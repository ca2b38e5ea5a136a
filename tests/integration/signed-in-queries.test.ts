/**
 * Issue #33: the SQL a paying student's daily pages cost. Each page is opened as the host opens it
 * — a fresh request context, the root's loader and the page's side by side — and every statement
 * the database client runs is counted. The ceilings are what the pages make now (decision 019);
 * a change that adds a read to one of them fails here and has to say why.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loader as rootLoader } from '../../app/root'
import { loader as homeLoader } from '../../app/routes/home'
import { loader as coursesLoader } from '../../app/routes/courses'
import { loader as lessonLoader } from '../../app/routes/course.$courseId_.topic.$topicId_.lesson.$lessonId'
import { loader as assistantLoader } from '../../app/routes/assistant'
import { databaseKind } from '../../config/database-uri'
import { createRequestContext } from '../../app/core/request-context.server'
import { incomeChallengeSlug } from '../../app/learning/rules/bought-challenge'
import { attachOrderToStudent } from '../../app/payments/server/attach-order.server'
import { ensureEnrolment } from '../../app/learning/server/enrolment.server'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { createFunnel, type FunnelDefinitionFixture } from '../support/funnels'
import { createPaidOrder } from '../support/purchases'
import { bumpStudentDataVersion } from '../../cms/hooks/student-data-changed'
import { asStudent, createStudent, getPayloadClient } from '../support/students'
import { dailyTaskSeeds } from '@cms/seed/data/daily-tasks'
import { studentDay } from '../../app/daily-task/server/todays-task.server'

type Session = Awaited<ReturnType<typeof createStudent>>
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>

const { $schema: _schema, ...productV3 } = JSON.parse(
  readFileSync(path.resolve('funnels/product_v3.json'), 'utf8'),
) as FunnelDefinitionFixture & {
  $schema?: string
}

/** Every statement the database client runs from here on (SQLite: libsql's `execute`). */
async function recordStatements(): Promise<string[]> {
  const payload = await getPayloadClient()
  const client = (payload.db as unknown as { client: { execute: (statement: unknown) => Promise<unknown> } }).client
  const statements: string[] = []
  const execute = client.execute.bind(client)
  vi.spyOn(client, 'execute').mockImplementation((statement: unknown) => {
    const sql = typeof statement === 'string' ? statement : String((statement as { sql?: string }).sql)
    // The content stamp is read at most once a second by whichever request comes (content-cache.server.ts), not per page.
    if (!sql.includes('"content_version"')) statements.push(sql)
    return execute(statement)
  })
  return statements
}

/**
 * One document request: a fresh context, the root's loader and the page's, as Remix runs them.
 * `kept`: the student's reads are still kept from the warm-up (nothing of theirs changed since);
 * otherwise a write just gave them a new data version, so the page reads everything (decision 019).
 */
async function open(session: Session, url: string, page: Loader, params: Record<string, string> = {}, kept = false) {
  await open.warm(session, url, page, params)
  if (!kept) await bumpStudentDataVersion(await getPayloadClient(), session.student.id)
  const statements = await recordStatements()
  const context = { requestContext: createRequestContext('GET') }
  const args = (): LoaderFunctionArgs => ({ request: asStudent(session, url), params, context })
  const [, data] = await Promise.all([rootLoader(args()), page(args())])
  vi.restoreAllMocks()
  return { statements, data }
}

/** At most `ceiling` statements, all of them listed when there are more. */
function expectAtMost(statements: string[], ceiling: number) {
  expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(ceiling)
}
/** The content caches (catalogue, funnels, flags, settings) are filled by an earlier request, as on a running site. */
open.warm = async (session: Session, url: string, page: Loader, params: Record<string, string>) => {
  const context = { requestContext: createRequestContext('GET') }
  await page({ request: asStudent(session, url), params, context })
}

let buyer: Session
let lessonPath: { url: string; params: Record<string, string> }

beforeAll(async () => {
  const payload = await getPayloadClient()
  await createFunnel(payload, productV3)
  const challenge = await createCourse(payload, { title: 'AI income challenge', type: 'challenge', slug: incomeChallengeSlug })
  const course = await createCourse(payload, { title: 'Prompting basics' })
  const topic = await createTopic(payload, course)
  const lesson = await createLesson(payload, topic)
  await createLesson(payload, await createTopic(payload, challenge))
  lessonPath = {
    url: `/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}`,
    params: { courseId: String(course.id), topicId: String(topic.id), lessonId: String(lesson.id) },
  }
  // A student who has just bought the income challenge in its funnel and opened one lesson:
  // /home shows the challenge card, the course hero and the product onboarding modal.
  buyer = await createStudent({ firstname: 'Ada' })
  const { order } = await createPaidOrder()
  await attachOrderToStudent(order.id, buyer.student.id)
  await ensureEnrolment(buyer.student as never, 'course', course.id)
  await ensureEnrolment(buyer.student as never, 'topic', topic.id, { course: course.id })
  await ensureEnrolment(buyer.student as never, 'lesson', lesson.id, { course: course.id, topic: topic.id })
})

afterEach(() => vi.restoreAllMocks())

// Counted on SQLite's client (libsql's `execute`); the loaders make the same reads on the other
// dialects, whose clients count differently.
const onSqlite = databaseKind(process.env.DATABASE_URI!) === 'sqlite'

describe.runIf(onSqlite)('SQL statements per signed-in page', () => {
  it('/home with the onboarding modal open: the session, plan, course and lesson enrolments, streak and the bought challenge (two)', async () => {
    const { statements, data } = await open(buyer, '/home', homeLoader as Loader)
    expect(data).toMatchObject({
      boughtChallenge: { title: 'AI income challenge' },
      productTour: { page: { funnel: { id: 'product_v3' } } },
    })
    expectAtMost(statements, 7)
  })

  it('/courses: the session and the course enrolments', async () => {
    const { statements, data } = await open(buyer, '/courses', coursesLoader as Loader)
    expect(data).toMatchObject({ courses: [expect.objectContaining({ title: 'Prompting basics', status: 'in_progress' })] })
    expectAtMost(statements, 2)
  })

  it('a lesson: the session, its enrolment and the saved lessons ("Save for later")', async () => {
    const { statements, data } = await open(buyer, lessonPath.url, lessonLoader as Loader, lessonPath.params)
    expect(data).toMatchObject({ lesson: { status: 'in_progress' } })
    expectAtMost(statements, 3)
  })

  it('/assistant: the session, the prompt counter and the chats', async () => {
    const { statements, data } = await open(buyer, '/assistant', assistantLoader as Loader)
    expect(data).toMatchObject({ chats: [], counter: expect.any(Object) })
    expectAtMost(statements, 3)
  })

  it('each page again with nothing of the student changed: the session only', async () => {
    for (const [url, page, params] of [
      ['/home', homeLoader, {}],
      ['/courses', coursesLoader, {}],
      [lessonPath.url, lessonLoader, lessonPath.params],
      ['/assistant', assistantLoader, {}],
    ] as const) {
      const { statements } = await open(buyer, url, page as Loader, params, true)
      expect(statements.length, `${url}:\n${statements.join('\n')}`).toBe(1)
    }
  })
})

describe.runIf(onSqlite)('the bought challenge on /home', () => {
  it('is not shown to a buyer from a product funnel', async () => {
    const session = await createStudent({ firstname: 'Grace' })
    const { order, session: funnelSession } = await createPaidOrder()
    const payload = await getPayloadClient()
    await payload.update({ collection: 'funnel-sessions', id: funnelSession.id, data: { funnelId: 'product_v3' }, overrideAccess: true })
    await attachOrderToStudent(order.id, session.student.id)
    const { data } = await open(session, '/home', homeLoader as Loader)
    expect(data).toMatchObject({ boughtChallenge: null })
  })
})

describe.runIf(onSqlite)("/home with today's daily task", () => {
  it("keeps the student's attempt with their other reads, and shows an answer on the next page", async () => {
    const payload = await getPayloadClient()
    const task = await payload.create({ collection: 'daily-tasks', data: { ...dailyTaskSeeds[0]!.task, order: 1, _status: 'published' } })
    const session = await createStudent({ firstname: 'Mary' })
    const before = await open(session, '/home', homeLoader as Loader)
    expect(before.data).toMatchObject({ dailyTask: { title: task.title, completed: false } })

    const { statements } = await open(session, '/home', homeLoader as Loader, {}, true)
    expect(statements.length, statements.join('\n')).toBe(1)

    // Through the Local API as the site writes it: the collection's hook gives the student a new data version.
    const day = studentDay(session.student as never)
    await payload.create({
      collection: 'daily-task-attempts',
      data: { student: session.student.id, day, task: task.id, completedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const after = await open(session, '/home', homeLoader as Loader, {}, true)
    expect(after.data).toMatchObject({ dailyTask: { completed: true } })
  })
})
