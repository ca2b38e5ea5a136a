import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Topic } from '../../../payload-types'
import { recountCourseTotals, relationId } from '../../Courses/totals'
import { sameId } from '@schemas/id'

/** A new topic, or one moved to another course, changes the totals of both courses. */
export const updateCourseTotalsAfterChange: CollectionAfterChangeHook<Topic> = async ({ doc, previousDoc, operation, req }) => {
  const before = relationId(previousDoc?.course)
  const after = relationId(doc.course)
  if (operation === 'update' && (sameId(before, after) || (before === null && after === null))) return doc
  await recountCourseTotals(req, [after, before])
  return doc
}

export const updateCourseTotalsAfterDelete: CollectionAfterDeleteHook<Topic> = async ({ doc, req }) => {
  await recountCourseTotals(req, [relationId(doc.course)])
}
