import { idOf, listCourses, topicsOf } from '~/learning/index.server'
import type { CatalogueTopic } from '../rules/plan-rules'

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
