import { getPayloadClient } from '@cms/get-payload'
import type { SessionStudent } from '../../core/session.server'
import { noRequestContext, type RequestContext } from '../../core/request-context.server'
import { studentData } from '../../core/student-data.server'
import type { SavedAnswer } from '../rules/funnel-profile'

/**
 * The answers the student gave in the funnels (attached to them at sign-up or after purchase),
 * newest session first so a later funnel's answer wins. Read as the site: funnel sessions are
 * staff-only over REST, and these are the student's own.
 */
export function savedFunnelAnswers(
  student: SessionStudent,
  context: RequestContext = noRequestContext,
): Promise<{ answers: readonly SavedAnswer[]; funnelName: string | null }> {
  return studentData(context, student, 'funnel-answers', () => readFunnelAnswers(student))
}

async function readFunnelAnswers(student: SessionStudent): Promise<{ answers: SavedAnswer[]; funnelName: string | null }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'funnel-sessions',
    where: { student: { equals: student.id } },
    sort: '-updatedAt',
    depth: 0,
    limit: 20,
    pagination: false,
    select: { answers: true, name: true },
  })
  const answers = docs.flatMap((doc) =>
    Array.isArray(doc.answers)
      ? doc.answers.flatMap((answer) =>
          answer && typeof answer === 'object' && 'question' in answer && typeof answer.question === 'string'
            ? [{ question: answer.question, data: (answer as { data?: unknown }).data }]
            : [],
        )
      : [],
  )
  return { answers, funnelName: docs.find((doc) => doc.name)?.name ?? null }
}
