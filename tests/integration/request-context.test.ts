/**
 * Issue #33: what one page request reads once. The root loader and /home's loader run for the same
 * request with the load context the host builds; the session and each kind of enrolment are read
 * once between them, and a second request reads afresh.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loader as rootLoader } from '../../app/root'
import { loader as homeLoader } from '../../app/routes/home'
import { createRequestContext } from '../../app/core/request-context.server'
import { incomeChallengeSlug } from '../../app/learning/rules/bought-challenge'
import { attachOrderToStudent } from '../../app/payments/server/attach-order.server'
import { createCourse } from '../support/catalogue'
import { createPaidOrder } from '../support/purchases'
import { asStudent, createStudent, getPayloadClient } from '../support/students'

type Counted = { collection: string }

async function countReads() {
  const payload = await getPayloadClient()
  const find = vi.spyOn(payload, 'find')
  const findByID = vi.spyOn(payload, 'findByID')
  return {
    finds: (collection: string) => find.mock.calls.filter(([args]) => (args as Counted).collection === collection).length,
    byId: (collection: string) => findByID.mock.calls.filter(([args]) => (args as Counted).collection === collection).length,
  }
}

/** One document request as the host runs it: a fresh context, the root's loader and the page's side by side. */
async function openHome(session: Awaited<ReturnType<typeof createStudent>>) {
  const context = { requestContext: createRequestContext('GET') }
  const args = (): LoaderFunctionArgs => ({ request: asStudent(session, '/home'), params: {}, context })
  await Promise.all([rootLoader(args()), homeLoader(args())])
}

afterEach(() => vi.restoreAllMocks())

beforeAll(async () => {
  const payload = await getPayloadClient()
  await createCourse(payload, { title: 'AI income challenge', type: 'challenge', slug: incomeChallengeSlug })
})

/** A student who bought the income challenge in a funnel: /home shows its card, which reads their enrolments too. */
async function challengeBuyer() {
  const session = await createStudent({ firstname: 'Ada' })
  const { order } = await createPaidOrder()
  await attachOrderToStudent(order.id, session.student.id)
  return session
}

describe('the request context on /home', () => {
  it('reads the session once for the root and the page, and each kind of enrolment once', async () => {
    const session = await challengeBuyer()
    const reads = await countReads()
    await openHome(session)
    expect(reads.byId('students')).toBe(1)
    expect(reads.finds('course-enrolments')).toBe(1)
    expect(reads.finds('lesson-enrolments')).toBe(1)
    expect(reads.finds('topic-enrolments')).toBeLessThanOrEqual(1)
  })

  it('keeps nothing for the next request', async () => {
    const session = await createStudent({ firstname: 'Ada' })
    const reads = await countReads()
    await openHome(session)
    await openHome(session)
    // The student's document is kept between requests by the session read itself and checked
    // against its row on each one (kept-session-student.test.ts); the request context keeps nothing.
    expect(reads.byId('students')).toBe(1)
    expect(reads.finds('course-enrolments')).toBe(2)
  })
})
