import { describe, expect, it } from 'vitest'
import { getPayloadClient } from '../../cms/get-payload'
import { seedDatabase } from '../../cms/seed'
import { demoCourses } from '../../cms/seed/demo-courses'

async function counts() {
  const payload = await getPayloadClient()
  return {
    users: (await payload.count({ collection: 'users' })).totalDocs,
    courses: (await payload.count({ collection: 'courses' })).totalDocs,
  }
}

describe('seed', () => {
  it('creates a first admin with a generated password when none is configured', async () => {
    const payload = await getPayloadClient()
    const result = await seedDatabase(payload, { demoContent: false })
    expect(result.admin).toMatchObject({ email: 'admin@example.com', generated: true })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@example.com', password: result.admin!.password },
    })
    expect(login.user?.roles).toEqual(['admin'])
  })

  it('creates the configured admin and the demo courses, published', async () => {
    const payload = await getPayloadClient()
    const result = await seedDatabase(payload, {
      adminEmail: ' Boss@Example.com ',
      adminPassword: 'Sup3r!secret',
      demoContent: true,
    })
    expect(result.admin).toEqual({ email: 'boss@example.com', password: 'Sup3r!secret', generated: false })
    expect(result.createdCourses).toBe(demoCourses.length)
    const published = await payload.count({ collection: 'courses', where: { _status: { equals: 'published' } } })
    expect(published.totalDocs).toBe(demoCourses.length)
  })

  it('is idempotent: a second run creates nothing', async () => {
    const payload = await getPayloadClient()
    const before = await counts()
    const again = await seedDatabase(payload, {
      adminEmail: 'boss@example.com',
      adminPassword: 'a-different-password',
      demoContent: true,
    })
    expect(again).toEqual({ admin: undefined, createdCourses: 0 })
    expect(await counts()).toEqual(before)
    // The existing account keeps its password.
    await expect(
      payload.login({ collection: 'users', data: { email: 'boss@example.com', password: 'Sup3r!secret' } }),
    ).resolves.toBeTruthy()
  })
})
