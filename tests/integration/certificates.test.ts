import { beforeAll, describe, expect, it } from 'vitest'
import type { Course, Lesson, Topic } from '@cms/payload-types'
import { completeLesson } from '../../app/learning/server/lesson.server'
import { completeCourseApi } from '../../app/learning/api/learning-api.server'
import { deleteProfile, updateProfile } from '../../app/learning/server/profile.server'
import { findPublicCertificate, listOwnCertificates } from '../../app/certificates/server/public-certificate.server'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { createStudent, getPayloadClient } from '../support/students'
import { subscribeFeatures } from '../../app/subscriptions.server'

// The host subscribes certificates to learning's events at start-up (app/background-work.server.ts); so does this file.
subscribeFeatures()

const web = { platform: 'web' as const, status: 'other' as const }

async function certificatesOf(studentId: number | string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'certificates', where: { student: { equals: studentId } }, depth: 0 })
  return docs
}

describe('certificates', () => {
  let course: Course
  let topic: Topic
  let lessons: Lesson[]

  beforeAll(async () => {
    const payload = await getPayloadClient()
    course = await createCourse(payload, { title: 'Certified course' })
    topic = await createTopic(payload, course)
    lessons = [await createLesson(payload, topic), await createLesson(payload, topic)]
  })

  const finish = async (student: Awaited<ReturnType<typeof createStudent>>['student']) => {
    await completeLesson(student, topic.id, lessons[0]!.id, web)
    return completeLesson(student, topic.id, lessons[1]!.id, web)
  }

  it('issues one certificate when the course completes, the same one on every later completion call', async () => {
    const { student } = await createStudent({ firstname: 'Ada' })
    const payload = await getPayloadClient()
    await payload.update({ collection: 'students', id: student.id, data: { lastname: 'Lovelace' } })
    const half = await completeLesson(student, topic.id, lessons[0]!.id, web)
    expect(half.certificate).toBeNull()
    expect(await certificatesOf(student.id)).toHaveLength(0)

    const done = await completeLesson(student, topic.id, lessons[1]!.id, web)
    expect(done.courseCompleted).toBe(true)
    expect(done.certificate).toMatchObject({ status: 'issued', id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) })
    const id = (done.certificate as { id: string }).id

    // The API's course completion, after the lessons completed the course, answers the same certificate.
    const viaApi = await completeCourseApi(student, { courseId: course.id }, web)
    expect(viaApi).toMatchObject({ completed: false, certificate: { status: 'issued', id } })
    await Promise.all([completeCourseApi(student, { courseId: course.id }, web), completeCourseApi(student, { courseId: course.id }, web)])

    const stored = await certificatesOf(student.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      publicId: id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      courseName: 'Certified course',
      courseLength: '2 lessons',
    })
    expect(String(stored[0]!.id)).not.toBe(id)

    expect(await findPublicCertificate(id)).toMatchObject({ id, firstName: 'Ada', lastName: 'Lovelace', courseName: 'Certified course' })
    expect(await findPublicCertificate(String(stored[0]!.id))).toBeNull()
    expect(await listOwnCertificates(student)).toEqual([expect.objectContaining({ id, courseId: course.id })])
  })

  it('keeps the name as it was at issue time', async () => {
    const { student } = await createStudent({ firstname: 'Grace' })
    const done = await finish(student)
    const id = (done.certificate as { id: string }).id
    await updateProfile(student, { firstname: 'Someone', lastname: 'Else' })
    expect(await findPublicCertificate(id)).toMatchObject({ firstName: 'Grace', lastName: '' })
  })

  it('waits for a first name, and issues the certificate when the name is saved', async () => {
    const { student } = await createStudent()
    const done = await finish(student)
    expect(done.certificate).toEqual({ status: 'needs-name' })
    expect(await certificatesOf(student.id)).toHaveLength(0)

    await updateProfile(student, { lastname: 'Only' })
    expect(await certificatesOf(student.id)).toHaveLength(0)

    await updateProfile(student, { firstname: 'Alan', lastname: 'Turing' })
    const [certificate] = await listOwnCertificates(student)
    expect(certificate).toMatchObject({ firstName: 'Alan', lastName: 'Turing', courseName: 'Certified course', courseId: course.id })
    await updateProfile(student, { firstname: 'Alan' })
    expect(await certificatesOf(student.id)).toHaveLength(1)
  })

  it('issues nothing while certificate_enabled is off', async () => {
    // Switched off as a marketer would, in Settings → Feature flags (on by default).
    const payload = await getPayloadClient()
    const off = [{ key: 'certificate_enabled', variants: [{ value: 'false', weight: 100 }] }]
    await payload.updateGlobal({ slug: 'feature-flags', data: { rules: off } as never })
    try {
      const { student } = await createStudent({ firstname: 'Off' })
      const done = await finish(student)
      expect(done).toMatchObject({ courseCompleted: true, certificate: { status: 'off' } })
      expect(await completeCourseApi(student, { courseId: course.id }, web)).toMatchObject({ certificate: { status: 'off' } })
      await updateProfile(student, { firstname: 'Still off' })
      expect(await certificatesOf(student.id)).toHaveLength(0)
    } finally {
      await payload.updateGlobal({ slug: 'feature-flags', data: { rules: [] } })
    }
  })

  it('chooses the public id itself, whatever a caller sends, and never changes it', async () => {
    const payload = await getPayloadClient()
    const { student } = await createStudent({ firstname: 'Chosen' })
    const created = await payload.create({
      collection: 'certificates',
      data: {
        publicId: 'AAAAAAAAAAAAAAAAAAAAAA',
        student: student.id,
        course: course.id,
        firstName: 'X',
        courseName: 'X',
        courseLength: '1 day',
        issuedAt: new Date().toISOString(),
      },
    })
    expect(created.publicId).not.toBe('AAAAAAAAAAAAAAAAAAAAAA')
    const updated = await payload.update({ collection: 'certificates', id: created.id, data: { publicId: 'BBBBBBBBBBBBBBBBBBBBBB' } })
    expect(updated.publicId).toBe(created.publicId)
  })

  it('goes with the student’s profile', async () => {
    const { student } = await createStudent({ firstname: 'Gone' })
    const id = ((await finish(student)).certificate as { id: string }).id
    await deleteProfile(student)
    expect(await findPublicCertificate(id)).toBeNull()
  })
})
