import { beforeAll, describe, expect, it } from 'vitest'
import { listPublishedCourses } from '../../app/learning/server/course.server'
import { getPayloadClient } from '@cms/get-payload'
import { createStaff } from '../support/staff'

describe('courses: who reads and edits what', () => {
  let draftId: number | string

  beforeAll(async () => {
    const payload = await getPayloadClient()
    await payload.create({
      collection: 'courses',
      data: { title: 'Second published', type: 'course', orderNumber: 2, _status: 'published' },
    })
    await payload.create({
      collection: 'courses',
      data: { title: 'First published', type: 'course', orderNumber: 1, _status: 'published' },
    })
    const draft = await payload.create({
      collection: 'courses',
      data: { title: 'Unreleased draft', orderNumber: 0, _status: 'draft' },
      draft: true,
    })
    draftId = draft.id
  })

  it('gives anonymous visitors only published courses, in catalogue order', async () => {
    const courses = await listPublishedCourses()
    expect(courses.map((course) => course.title)).toEqual(['First published', 'Second published'])
    expect(courses[0]).toMatchObject({ slug: 'first-published', type: 'course' })
  })

  it('denies an anonymous read of a draft by id', async () => {
    const payload = await getPayloadClient()
    await expect(payload.findByID({ collection: 'courses', id: draftId, overrideAccess: false, draft: true })).rejects.toThrow()
  })

  it('lets a marketer read drafts and edit courses', async () => {
    const payload = await getPayloadClient()
    const marketer = await createStaff(payload, 'marketer')
    const draft = await payload.findByID({
      collection: 'courses',
      id: draftId,
      overrideAccess: false,
      user: marketer,
      draft: true,
    })
    expect(draft.title).toBe('Unreleased draft')
    const updated = await payload.update({
      collection: 'courses',
      id: draftId,
      data: { title: 'Renamed draft' },
      overrideAccess: false,
      user: marketer,
      draft: true,
    })
    expect(updated.title).toBe('Renamed draft')
  })

  it('does not let a marketer create staff accounts or promote themselves', async () => {
    const payload = await getPayloadClient()
    const marketer = await createStaff(payload, 'marketer')
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'intruder@example.com', password: 'Str0ng!password', roles: ['admin'] },
        overrideAccess: false,
        user: marketer,
      }),
    ).rejects.toThrow()
    const self = await payload.update({
      collection: 'users',
      id: marketer.id,
      data: { roles: ['admin'] },
      overrideAccess: false,
      user: marketer,
    })
    expect(self.roles).toEqual(['marketer'])
  })

  it('lets an admin create staff accounts', async () => {
    const payload = await getPayloadClient()
    const admin = await createStaff(payload, 'admin')
    const created = await payload.create({
      collection: 'users',
      data: { email: 'new-marketer@example.com', password: 'Str0ng!password', roles: ['marketer'] },
      overrideAccess: false,
      user: admin,
    })
    expect(created.roles).toEqual(['marketer'])
  })
})
