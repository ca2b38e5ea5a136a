import { afterAll, describe, expect, it } from 'vitest'
import { action as homeAction } from '../../app/routes/home'
import { reviewPromptFor } from '../../app/learning/server/review-prompt.server'
import { getMetadata } from '../../app/core/student-metadata.server'
import { askAfterCompletedLessons } from '../../app/learning/rules/review-prompt'
import { asStudent, createStudent, getPayloadClient } from '../support/students'

const web = { platform: 'web', status: 'active' } as const
const enough = askAfterCompletedLessons[0]

const post = (session: Awaited<ReturnType<typeof createStudent>>, intent: string) =>
  homeAction({
    request: asStudent(session, '/home', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent }).toString(),
    }),
    params: {},
    context: {},
  })

/** The account as the next request reads it (the session object from sign-up keeps its first metadata). */
const current = async (session: Awaited<ReturnType<typeof createStudent>>) => {
  const payload = await getPayloadClient()
  return (await payload.findByID({ collection: 'students', id: session.student.id, depth: 0 })) as unknown as typeof session.student
}

const setTrustpilot = async (on: boolean) => {
  const payload = await getPayloadClient()
  const rules = on ? [{ key: 'trustpilot_enabled', variants: [{ value: 'true', weight: 100 }] }] : []
  await payload.updateGlobal({ slug: 'feature-flags', data: { rules } as never })
}

// Review prompt (issue #15): behind trustpilot_enabled, its answers kept in the student's metadata.
describe('the review prompt on /home', () => {
  afterAll(() => setTrustpilot(false))

  it('stays hidden while trustpilot_enabled is off (its default)', async () => {
    const session = await createStudent()
    expect(await reviewPromptFor(session.student, web, 100)).toBeNull()
  })

  it('counts each skip, then never asks again once the review page was opened', async () => {
    await setTrustpilot(true)
    const session = await createStudent()
    const prompt = await reviewPromptFor(session.student, web, enough)
    expect(prompt?.url).toMatch(/^https:\/\/www\.trustpilot\.com\/evaluate\//)

    await post(session, 'review.skip')
    expect((await getMetadata(await current(session))).trustpilot_skipped_count).toBe('1')
    expect(await reviewPromptFor(await current(session), web, enough)).toBeNull()
    expect(await reviewPromptFor(await current(session), web, askAfterCompletedLessons[1])).not.toBeNull()
    await post(session, 'review.skip')
    expect((await getMetadata(await current(session))).trustpilot_skipped_count).toBe('2')

    await post(session, 'review.open')
    expect(await getMetadata(await current(session))).toMatchObject({ trustpilot_opened: 'true', trustpilot_skipped_count: '2' })
    expect(await reviewPromptFor(await current(session), web, 1000)).toBeNull()
  })

  it('answers an unknown intent with a 400', async () => {
    const session = await createStudent()
    const response = (await post(session, 'review.delete')) as unknown as { init: { status: number } | null }
    expect(response.init?.status).toBe(400)
  })
})
