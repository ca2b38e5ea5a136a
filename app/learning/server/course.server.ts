import type { Course } from '@cms/payload-types'
import { listCourses } from './catalogue.server'

export type CourseCard = Pick<Course, 'id' | 'title' | 'type' | 'level' | 'description' | 'tags' | 'dayCount'> & {
  slug: string
}

/** Published courses and challenges in catalogue order, read as an anonymous visitor. */
export async function listPublishedCourses(): Promise<CourseCard[]> {
  const docs = await listCourses()
  return docs.map((course) => ({
    id: course.id,
    slug: course.slug ?? String(course.id),
    title: course.title,
    type: course.type,
    level: course.level ?? null,
    description: course.description ?? null,
    tags: course.tags ?? [],
    dayCount: course.dayCount ?? null,
  }))
}
