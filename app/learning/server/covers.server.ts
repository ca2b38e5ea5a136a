import { getPayloadClient } from '@cms/get-payload'
import type { Course } from '@cms/payload-types'
import { cachedContent } from '~/core/content-cache.server'
import { type CoverView, coverView } from '~/learning/rules/course-cover'
import { idKey, relationId } from '@schemas/id'
import { listCourses } from './catalogue.server'

/**
 * The published courses' covers by media id, read once per content stamp (media and courses both
 * change the stamp), so a card list costs no database work.
 */
function coversById(): Promise<ReadonlyMap<string, CoverView>> {
  return cachedContent('course-covers', async () => {
    const ids = (await listCourses()).map((course) => relationId(course.image)).filter((id) => id != null)
    if (ids.length === 0) return new Map()
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      overrideAccess: false,
    })
    return new Map(
      docs.flatMap((media) => {
        const view = coverView(media)
        return view ? [[idKey(media.id), view] as const] : []
      }),
    )
  })
}

/** Each course's cover (null without one), for cards and course pages. */
export async function coversFor(courses: readonly Pick<Course, 'image'>[]): Promise<(CoverView | null)[]> {
  const covers = await coversById()
  return courses.map((course) => {
    const id = relationId(course.image)
    return (id != null && covers.get(idKey(id))) || null
  })
}
