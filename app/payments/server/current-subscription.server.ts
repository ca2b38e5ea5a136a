import { getPayloadClient } from '@cms/get-payload'
import type { Subscription } from '@cms/payload-types'
import type { Id } from '@schemas/id'

/** Renewing now: active, or in redemption (a renewal failed and is being retried). */
export const renewingStatuses: Subscription['status'][] = ['active', 'redemption']
/** Still paid up: renewing, or cancelled with time left (it expires at its end date). */
export const paidUpStatuses: Subscription['status'][] = ['active', 'redemption', 'cancelled']

/** The student's newest subscription in one of these statuses (read as the server). */
export async function currentSubscription(studentId: Id, statuses: Subscription['status'][]): Promise<Subscription | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { and: [{ student: { equals: studentId } }, { status: { in: statuses } }] },
    sort: '-startedAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}
