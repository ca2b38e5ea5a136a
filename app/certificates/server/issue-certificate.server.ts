import { getPayloadClient } from '@cms/get-payload'
import type { Certificate, Course } from '@cms/payload-types'
import type { SessionStudent } from '../../core/session.server'
import { listEnrolments, getCourse, idOf } from '~/learning/index.server'
import { courseLength } from '../rules/course-length'
import type { CertificateIssue } from '../rules/completion-flow'
import { certificateEnabled } from './certificate-enabled.server'
import type { Id } from '@schemas/id'

const asStudent = (student: SessionStudent) => ({ overrideAccess: false as const, user: student, depth: 0 })

async function findOwn(student: SessionStudent, courseId: Id): Promise<Certificate | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { and: [{ student: { equals: student.id } }, { course: { equals: courseId } }] },
    limit: 1,
    pagination: false,
    ...asStudent(student),
  })
  return docs[0] ?? null
}

/** The names as saved now (the session's copy may predate a name change in this request). */
async function currentNames(student: SessionStudent) {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection: 'students',
    id: student.id,
    select: { firstname: true, lastname: true },
    ...asStudent(student),
  })
  return { firstName: doc.firstname?.trim() ?? '', lastName: doc.lastname?.trim() ?? '' }
}

/**
 * Issues the student's certificate for a completed course, once: a second call (or a parallel one,
 * which the unique student × course index turns away) answers the certificate already issued.
 */
export async function issueCertificate(student: SessionStudent, course: Readonly<Course>): Promise<CertificateIssue> {
  if (!(await certificateEnabled(student))) return { status: 'off' }
  const existing = await findOwn(student, course.id)
  if (existing) return { status: 'issued', id: existing.publicId }
  const names = await currentNames(student)
  if (!names.firstName) return { status: 'needs-name' }
  const payload = await getPayloadClient()
  try {
    const created = await payload.create({
      collection: 'certificates',
      data: {
        student: student.id,
        course: course.id,
        ...names,
        courseName: course.title,
        courseLength: courseLength(course),
        issuedAt: new Date().toISOString(),
      } as Omit<Certificate, 'id' | 'publicId' | 'createdAt' | 'updatedAt'> as never,
      ...asStudent(student),
    })
    return { status: 'issued', id: created.publicId }
  } catch (error) {
    const again = await findOwn(student, course.id)
    if (again) return { status: 'issued', id: again.publicId }
    throw error
  }
}

/** After a first name is saved: the certificates of courses completed while the name was missing. */
export async function issuePendingCertificates(student: SessionStudent): Promise<void> {
  const completed = await listEnrolments(student, 'course', { status: { equals: 'completed' } })
  if (completed.length === 0) return
  for (const enrolment of completed) {
    const course = await getCourse(idOf(enrolment.course)).catch(() => null) // unpublished since: no certificate
    if (course) await issueCertificate(student, course)
  }
}
