import type { PayloadRequest } from 'payload'

type Id = number | string
type Relation = Id | { id: Id } | null | undefined

/** The id behind a relationship value, whether it arrived populated or not. */
export function relationId(value: Relation): Id | undefined {
  if (value === null || value === undefined) return undefined
  return typeof value === 'object' ? value.id : value
}

/**
 * Recounts a course's topics and lessons and stores them. The write goes to the database adapter,
 * not `payload.update`: on a course with unpublished changes an update would publish (or hide) the
 * draft. The totals go on the published row and on the latest version, which the admin shows.
 */
export async function recountCourseTotals(req: PayloadRequest, courseIds: Array<Id | undefined>): Promise<void> {
  const { payload } = req
  for (const id of new Set(courseIds.filter((courseId): courseId is Id => courseId !== undefined))) {
    const course = await payload.db.findOne({ collection: 'courses', where: { id: { equals: id } }, req })
    if (!course) continue // deleted meanwhile: nothing to keep up to date
    const totals = {
      totalTopics: (await payload.count({ collection: 'topics', where: { course: { equals: id } }, req })).totalDocs,
      totalLessons: (await payload.count({ collection: 'lessons', where: { 'topic.course': { equals: id } }, req }))
        .totalDocs,
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
