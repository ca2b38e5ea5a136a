import type { PayloadRequest } from 'payload'
import { type Id, idKey } from '@schemas/id'

export { relationId } from '@schemas/id'

/**
 * Recounts a course's topics and lessons and stores them. The write goes to the database adapter,
 * not `payload.update`: on a course with unpublished changes an update would publish (or hide) the
 * draft. The totals go on the published row and on the latest version, which the admin shows.
 */
export async function recountCourseTotals(req: PayloadRequest, courseIds: Array<Id | null | undefined>): Promise<void> {
  const { payload } = req
  const courses = new Map(courseIds.flatMap((courseId) => (courseId == null ? [] : [[idKey(courseId), courseId] as const])))
  for (const id of courses.values()) {
    const course = await payload.db.findOne({ collection: 'courses', where: { id: { equals: id } }, req })
    if (!course) continue // deleted meanwhile: nothing to keep up to date
    const totals = {
      totalTopics: (await payload.count({ collection: 'topics', where: { course: { equals: id } }, req })).totalDocs,
      totalLessons: (await payload.count({ collection: 'lessons', where: { 'topic.course': { equals: id } }, req })).totalDocs,
    }
    await payload.db.updateOne({ collection: 'courses', id, data: totals, req, returning: false })
    const latest = await payload.db.findVersions({
      collection: 'courses',
      where: { parent: { equals: id }, latest: { equals: true } },
      limit: 1,
      pagination: false,
      req,
    })
    for (const version of latest.docs) {
      await payload.db.updateVersion({
        collection: 'courses',
        id: version.id,
        versionData: { ...version, version: { ...version.version, ...totals } },
        req,
        returning: false,
      })
    }
  }
}
