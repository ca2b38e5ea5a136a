import { describe, expect, it } from 'vitest'
import { loadChallengePage } from '../../app/learning/server/challenge-page.server'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { createStudent, getPayloadClient } from '../support/students'

const web = { platform: 'web', status: 'active' } as const

// Challenge FAQ (issue #15): the "challenge" group of the FAQs collection, on the challenge pages.
describe('the FAQ on a challenge page', () => {
  it('shows the challenge questions in order, answers rendered from markdown with raw HTML escaped', async () => {
    const payload = await getPayloadClient()
    const { student } = await createStudent()
    const faq = (data: Record<string, unknown>) => payload.create({ collection: 'faqs', data: data as never })
    await faq({ group: 'challenge', order: 2, shortText: 'Second?', fullText: 'Plain <script>alert(1)</script> answer' })
    await faq({
      group: 'challenge',
      order: 1,
      shortText: 'First?',
      fullText: 'A **bold** answer',
      link: { href: '/courses', text: 'Courses' },
    })
    await faq({ group: 'landing', order: 0, shortText: 'Landing only?', fullText: 'Not on challenges' })
    const challenge = await createCourse(payload, { type: 'challenge' })
    await createLesson(payload, await createTopic(payload, challenge))

    const page = await loadChallengePage(student, challenge.id, web)
    expect(page.course.id).toBe(challenge.id)
    expect(page.faq.map((item) => item.question)).toEqual(['First?', 'Second?'])
    expect(page.faq[0]).toMatchObject({
      answerHtml: expect.stringContaining('<strong>bold</strong>'),
      link: { href: '/courses', text: 'Courses' },
    })
    expect(page.faq[1]!.answerHtml).not.toContain('<script')
    expect(page.faq[1]!.link).toBeNull()

    const course = await createCourse(payload, { type: 'course' })
    await createLesson(payload, await createTopic(payload, course))
    expect((await loadChallengePage(student, course.id, web)).faq).toEqual([])
  })
})
