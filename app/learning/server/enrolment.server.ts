import type { Where } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { CourseEnrolment, LessonEnrolment, TaskEnrolment, TopicEnrolment } from '@cms/payload-types'
import type { SessionStudent } from '../../core/session.server'
import type { Id } from '@schemas/id'
import type { RequestContext } from '../../core/request-context.server'
import { studentData } from '../../core/student-data.server'

/** Every read and write of a student's progress runs as that student (cms/access/own-*.ts). */
export const asStudent = (student: SessionStudent) => ({ overrideAccess: false as const, user: student, depth: 0 })

export const enrolmentCollections = {
  course: 'course-enrolments',
  topic: 'topic-enrolments',
  lesson: 'lesson-enrolments',
  task: 'task-enrolments',
} as const
export type EnrolmentKind = keyof typeof enrolmentCollections
type Docs = { course: CourseEnrolment; topic: TopicEnrolment; lesson: LessonEnrolment; task: TaskEnrolment }

/** Spec §4: newest first — courses (and tasks) by updated_at, topics and lessons by started_at. */
const sortOf: Record<EnrolmentKind, string> = { course: '-updatedAt', topic: '-startedAt', lesson: '-startedAt', task: '-updatedAt' }

export async function listEnrolments<K extends EnrolmentKind>(student: SessionStudent, kind: K, where: Where = {}): Promise<Docs[K][]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: enrolmentCollections[kind],
    where,
    sort: sortOf[kind],
    limit: 5000,
    pagination: false,
    ...asStudent(student),
  })
  return docs as Docs[K][]
}

/**
 * All the student's enrolments of one kind, read once per request and kept until the student's
 * data changes (core/student-data.server.ts): /home's course cards, hero, bought challenge and
 * onboarding check and the lesson page all work from the same rows (filtered here, not in SQL).
 */
export function studentEnrolments<K extends EnrolmentKind>(
  context: RequestContext,
  student: SessionStudent,
  kind: K,
): Promise<readonly Docs[K][]> {
  return studentData(context, student, `enrolments:${kind}`, () => listEnrolments(student, kind))
}

export async function findEnrolment<K extends EnrolmentKind>(student: SessionStudent, kind: K, itemId: Id): Promise<Docs[K] | null> {
  const [doc] = await listEnrolments(student, kind, { [kind]: { equals: itemId } })
  return doc ?? null
}

/**
 * Enrols once: an existing enrolment is returned as it is ("already enrolled" is not an error),
 * including when a parallel request created it between our read and our write. `itemId` and the
 * relationships in `data` are stored ids — the loaded documents' own `id`s, never a route's string.
 */
export async function ensureEnrolment<K extends EnrolmentKind>(
  student: SessionStudent,
  kind: K,
  itemId: Id,
  data: Record<string, unknown> = {},
): Promise<Docs[K]> {
  const existing = await findEnrolment(student, kind, itemId)
  if (existing) return existing
  const payload = await getPayloadClient()
  const now = new Date().toISOString()
  try {
    const created = await payload.create({
      collection: enrolmentCollections[kind],
      data: { student: student.id, [kind]: itemId, status: kind === 'task' ? 'new' : 'in_progress', startedAt: now, ...data } as never,
      ...asStudent(student),
    })
    return created as Docs[K]
  } catch (error) {
    const again = await findEnrolment(student, kind, itemId)
    if (again) return again
    throw error
  }
}

export async function updateEnrolment<K extends EnrolmentKind>(
  student: SessionStudent,
  kind: K,
  id: Id,
  data: Record<string, unknown>,
): Promise<Docs[K]> {
  const payload = await getPayloadClient()
  return (await payload.update({ collection: enrolmentCollections[kind], id, data: data as never, ...asStudent(student) })) as Docs[K]
}
