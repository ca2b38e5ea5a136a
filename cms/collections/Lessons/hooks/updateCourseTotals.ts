import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { Lesson, Topic } from '../../../payload-types'
import { recountCourseTotals, relationId } from '../../Courses/totals'
import { sameId } from '@schemas/id'

async function courseOfTopic(req: PayloadRequest, topic: Lesson['topic'] | undefined) {
  const id = relationId(topic)
  if (id === null) return undefined
  const found = await req.payload.db.findOne<Topic>({ collection: 'topics', where: { id: { equals: id } }, req })
  return relationId(found?.course)
}

/** A new lesson, or one moved to another topic, changes the lesson count of the course(s). */
export const updateCourseTotalsAfterChange: CollectionAfterChangeHook<Lesson> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && sameId(previousDoc?.topic, doc.topic)) return doc
  const courses = [await courseOfTopic(req, doc.topic)]
  if (operation === 'update') courses.push(await courseOfTopic(req, previousDoc?.topic))
  await recountCourseTotals(req, courses)
  return doc
}

export const updateCourseTotalsAfterDelete: CollectionAfterDeleteHook<Lesson> = async ({ doc, req }) => {
  await recountCourseTotals(req, [await courseOfTopic(req, doc.topic)])
}
