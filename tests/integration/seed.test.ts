import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { sectionMarker } from '../../cms/collections/Lessons/content'
import { getPayloadClient } from '../../cms/get-payload'
import { seedDatabase } from '../../cms/seed'
import { catalogue, introLesson } from '../../cms/seed/data/courses'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { countDocuments } from '../support/collections'
import { funnelDefinition, withForwardDependentStep } from '../support/funnels'

/** A funnels/ folder with one good file, one that fails validation and one that is not JSON. */
function funnelsFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'funnels-'))
  writeFileSync(path.join(dir, 'good_funnel.json'), JSON.stringify(funnelDefinition('good_funnel')))
  writeFileSync(path.join(dir, 'forward.json'), JSON.stringify(withForwardDependentStep(funnelDefinition('forward'))))
  writeFileSync(path.join(dir, 'half-written.json'), '{ "schemaVersion": 1, "id": ')
  return dir
}

describe('seed', () => {
  let payload: Payload
  let funnelsDir: string

  beforeAll(async () => {
    payload = await getPayloadClient()
    funnelsDir = funnelsFixture()
  })

  it('creates a first admin with a generated password when none is configured', async () => {
    const result = await seedDatabase(payload, { demoContent: false, funnelsDir })
    expect(result.admin).toMatchObject({ email: 'admin@example.com', generated: true })
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@example.com', password: result.admin!.password },
    })
    expect(login.user?.roles).toEqual(['admin'])
  })

  it('creates the configured admin and the starter content, published', { timeout: 180_000 }, async () => {
    const result = await seedDatabase(payload, {
      adminEmail: ' Boss@Example.com ',
      adminPassword: 'Sup3r!secret',
      demoContent: true,
      funnelsDir,
    })
    expect(result.admin).toEqual({ email: 'boss@example.com', password: 'Sup3r!secret', generated: false })
    expect(result.createdCourses).toBe(catalogue.length)
    const published = await payload.count({ collection: 'courses', where: { _status: { equals: 'published' } } })
    expect(published.totalDocs).toBe(catalogue.length)

    const counts = await countDocuments(payload)
    expect(counts).toMatchObject({ 'landing-cards': 6, 'price-plans': 5, pages: 3, 'tool-cards': 3 })
    expect(counts.tips).toBeGreaterThanOrEqual(20)
    expect(counts['tip-categories']).toBeGreaterThanOrEqual(4)
    const taskTypes = await payload.find({ collection: 'tasks', limit: 0, pagination: false, select: { type: true } })
    expect(new Set(taskTypes.docs.map((task) => task.type))).toEqual(
      new Set(['fill-in-blanks', 'quiz', 'essay', 'prompt-evaluation']),
    )
  })

  it('creates the default intro lesson as course 31, topic 72, lesson 383', async () => {
    const lesson = await payload.findByID({ collection: 'lessons', id: introLesson.lessonId, depth: 2 })
    const topic = lesson.topic as Exclude<typeof lesson.topic, number>
    expect(topic.id).toBe(introLesson.topicId)
    expect(typeof topic.course === 'object' && topic.course.id).toBe(introLesson.courseId)
    // The sections reach the apps as one string, split by the marker.
    expect(lesson.content?.split(sectionMarker).length).toBe(lesson.sections?.length)
    expect(lesson.content).toContain('```inline-prompt')
  })

  it('imports valid funnel files as published funnels and skips the others with a warning', async () => {
    const funnels = await payload.find({ collection: 'funnels', where: { _status: { equals: 'published' } } })
    expect(funnels.docs.map((funnel) => funnel.funnelId)).toEqual(['good_funnel'])

    const warn = vi.spyOn(payload.logger, 'warn')
    await seedDatabase(payload, { demoContent: false, funnelsDir })
    const warnings = warn.mock.calls.map(([message]) => String(message))
    warn.mockRestore()
    expect(warnings.some((message) => message.includes('forward.json') && message.includes('screens[0].dependentStep'))).toBe(true)
    expect(warnings.some((message) => message.includes('half-written.json'))).toBe(true)
  })

  it('is idempotent: a second run creates nothing and every collection keeps its count', { timeout: 180_000 }, async () => {
    const before = await countDocuments(payload)
    const again = await seedDatabase(payload, {
      adminEmail: 'boss@example.com',
      adminPassword: 'a-different-password',
      demoContent: true,
      funnelsDir,
    })
    expect(again).toEqual({ admin: undefined, createdCourses: 0, created: {} })
    expect(await countDocuments(payload)).toEqual(before)
    // The existing account keeps its password.
    await expect(
      payload.login({ collection: 'users', data: { email: 'boss@example.com', password: 'Sup3r!secret' } }),
    ).resolves.toBeTruthy()
  })

  it('gives documents created after the seed ids above every seeded one', async () => {
    // PostgreSQL's id sequence does not move on an insert with an explicit id; SQLite's does.
    const highest = async (collection: 'courses' | 'topics' | 'lessons') => {
      const { docs } = await payload.find({ collection, sort: '-id', limit: 1, depth: 0, select: {} })
      return Number(docs[0]!.id)
    }
    const before = { course: await highest('courses'), topic: await highest('topics'), lesson: await highest('lessons') }
    const course = await createCourse(payload, { title: 'After the seed' })
    const topic = await createTopic(payload, course)
    const lesson = await createLesson(payload, topic)
    expect(Number(course.id)).toBeGreaterThan(before.course)
    expect(Number(topic.id)).toBeGreaterThan(before.topic)
    expect(Number(lesson.id)).toBeGreaterThan(before.lesson)
  })
})
