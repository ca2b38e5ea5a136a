/**
 * Decision 019, third pass: a student's own reads are kept between page requests per student and
 * `dataVersion`. Each way their data can change — as the student through the site, as staff or a
 * background job through the Local API, a delete, and another process (only the version in the
 * database tells) — shows on the very next page; nothing kept for one student reaches another.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loader as rootLoader } from '../../app/root'
import { loader as coursesLoader } from '../../app/routes/courses'
import { loader as homeLoader } from '../../app/routes/home'
import { createRequestContext } from '../../app/core/request-context.server'
import { ensureEnrolment } from '../../app/learning/server/enrolment.server'
import { recordActivity } from '../../app/learning/server/streak.server'
import { bumpStudentDataVersion } from '../../cms/hooks/student-data-changed'
import { createCourse } from '../support/catalogue'
import { asStudent, createStudent, getPayloadClient } from '../support/students'

type Session = Awaited<ReturnType<typeof createStudent>>
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>
type CourseCard = { title: string; status: string }

let course: { id: number | string; title: string }

beforeAll(async () => {
  const payload = await getPayloadClient()
  course = await createCourse(payload, { title: 'Kept apart' })
})

afterEach(() => vi.restoreAllMocks())

/** One document request as the host runs it: a fresh context, the root's loader and the page's. */
async function open(session: Session, url: string, page: Loader, method = 'GET') {
  const context = { requestContext: createRequestContext(method) }
  const args = (): LoaderFunctionArgs => ({ request: asStudent(session, url), params: {}, context })
  const [, data] = await Promise.all([rootLoader(args()), page(args())])
  return data
}

const statusOn = async (session: Session) =>
  ((await open(session, '/courses', coursesLoader as Loader)) as { courses: CourseCard[] }).courses.find(
    (card) => card.title === course.title,
  )?.status

async function countEnrolmentReads() {
  const payload = await getPayloadClient()
  const find = vi.spyOn(payload, 'find')
  return () => find.mock.calls.filter(([args]) => (args as { collection: string }).collection === 'course-enrolments').length
}

/** A student who has begun the course, with a data version (enrolling gives one; made sure of here, so a missing hook fails below). */
async function enrolledStudent(): Promise<{ session: Session; enrolmentId: number | string }> {
  const session = await createStudent()
  const enrolment = await ensureEnrolment(session.student as never, 'course', course.id)
  await bumpStudentDataVersion(await getPayloadClient(), session.student.id)
  return { session, enrolmentId: enrolment.id }
}

describe("a student's kept reads", () => {
  it('are read once while nothing of theirs changes, and anew on every form post', async () => {
    const { session } = await enrolledStudent()
    const reads = await countEnrolmentReads()
    expect(await statusOn(session)).toBe('in_progress')
    expect(await statusOn(session)).toBe('in_progress')
    expect(reads()).toBe(1)
    await open(session, '/courses', coursesLoader as Loader, 'POST')
    expect(reads()).toBe(2)
  })

  it('show a change the student made through the site on the next page', async () => {
    const { session } = await enrolledStudent()
    await open(session, '/home', homeLoader as Loader)
    const other = await createCourse(await getPayloadClient(), { title: 'Begun since' })
    await ensureEnrolment(session.student as never, 'course', other.id)
    const cards = ((await open(session, '/courses', coursesLoader as Loader)) as { courses: CourseCard[] }).courses
    expect(cards.find((card) => card.title === 'Begun since')?.status).toBe('in_progress')
  })

  it('show a change made as staff or by a background job (the Local API, access overridden)', async () => {
    const { session, enrolmentId } = await enrolledStudent()
    expect(await statusOn(session)).toBe('in_progress')
    const payload = await getPayloadClient()
    await payload.update({
      collection: 'course-enrolments',
      id: enrolmentId,
      data: { status: 'completed', progress: 100 },
      overrideAccess: true,
    })
    expect(await statusOn(session)).toBe('completed')
  })

  it('show a delete on the next page', async () => {
    const { session, enrolmentId } = await enrolledStudent()
    expect(await statusOn(session)).toBe('in_progress')
    await (await getPayloadClient()).delete({ collection: 'course-enrolments', id: enrolmentId, overrideAccess: true })
    expect(await statusOn(session)).toBe('none')
  })

  it('show a write made by another process, which only the version in the database tells', async () => {
    const { session, enrolmentId } = await enrolledStudent()
    expect(await statusOn(session)).toBe('in_progress')
    const payload = await getPayloadClient()
    // Beside this process: the row changes without this process's hooks, then the version does.
    await payload.db.updateOne({ collection: 'course-enrolments', id: enrolmentId, data: { status: 'completed' }, returning: false })
    expect(await statusOn(session)).toBe('in_progress')
    await payload.db.updateOne({
      collection: 'students',
      id: session.student.id,
      data: { dataVersion: 'from-another-process' },
      returning: false,
    })
    expect(await statusOn(session)).toBe('completed')
  })

  it("show a lesson's streak day on the next /home", async () => {
    const { session } = await enrolledStudent()
    const before = (await open(session, '/home', homeLoader as Loader)) as { streak: { currentStreak: number } }
    expect(before.streak.currentStreak).toBe(0)
    await recordActivity(session.student as never)
    const after = (await open(session, '/home', homeLoader as Loader)) as { streak: { currentStreak: number } }
    expect(after.streak.currentStreak).toBe(1)
  })

  it('are never handed to another student', async () => {
    const a = await enrolledStudent()
    const b = await createStudent()
    // B gets a version of their own without touching the course: their kept reads must stay theirs.
    await bumpStudentDataVersion(await getPayloadClient(), b.student.id)
    expect(await statusOn(a.session)).toBe('in_progress')
    expect(await statusOn(b)).toBe('none')
    await (
      await getPayloadClient()
    ).update({
      collection: 'course-enrolments',
      id: a.enrolmentId,
      data: { status: 'completed', progress: 100 },
      overrideAccess: true,
    })
    expect(await statusOn(b)).toBe('none')
    expect(await statusOn(a.session)).toBe('completed')
  })
})
