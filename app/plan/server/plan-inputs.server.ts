import { getPayloadClient } from '../../../cms/get-payload'
import { idOf, listCourses, topicsOf } from '~/learning/server/catalogue.server'
import type { SavedAnswer } from '../rules/funnel-profile'
import type { CatalogueTopic } from '../rules/plan-rules'
import type { SessionStudent } from '../../auth/server/session.server'

/**
 * The answers the student gave in the funnels (attached to them at sign-up or after purchase),
 * newest session first so a later funnel's answer wins. Read as the site: funnel sessions are
 * staff-only over REST, and these are the student's own.
 */
export async function savedFunnelAnswers(student: SessionStudent): Promise<{ answers: SavedAnswer[]; funnelName: string | null }> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'funnel-sessions',
    where: { student: { equals: student.id } },
    sort: '-updatedAt',
    depth: 0,
    limit: 20,
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

/** Every topic of the published catalogue, in course order then topic order. */
export async function planCatalogue(): Promise<CatalogueTopic[]> {
  const courses = await listCourses()
  const topics = await Promise.all(courses.map((course) => topicsOf(course.id)))
  return courses.flatMap((course, index) =>
    topics[index]!.map((topic) => ({
      topicId: topic.id,
      title: topic.title,
      courseId: idOf(topic.course),
      courseTitle: course.title,
      courseType: course.type ?? 'course',
      level: course.level ?? null,
      tags: course.tags ?? [],
    })),
  )
}
