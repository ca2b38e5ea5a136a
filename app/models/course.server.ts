import { getPayloadClient } from '../../cms/get-payload'
import type { Course } from '../../cms/payload-types'

export type CourseCard = Pick<Course, 'id' | 'title' | 'type' | 'level' | 'description' | 'tags' | 'dayCount'> & {
  slug: string
}

/** Published courses and challenges in catalogue order, read as an anonymous visitor. */
export async function listPublishedCourses(): Promise<CourseCard[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'courses',
    overrideAccess: false,
    where: { _status: { equals: 'published' } },
    sort: 'orderNumber',
    depth: 0,
    limit: 100,
  })
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
