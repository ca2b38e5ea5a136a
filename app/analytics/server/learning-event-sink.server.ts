import { getPayloadClient } from '@cms/get-payload'
import type { LearningEvent } from '@cms/payload-types'
import type { LearningEventName } from '@schemas/feedback/learning-events'
import type { Id } from '@schemas/id'

/** One signed-in student's event, as the server records it after the action it describes. */
export type LearningEventInput = {
  name: LearningEventName
  studentId: Id
  properties: Record<string, string | number | boolean | null>
  occurredAt?: Date
}

/**
 * Where students' analytics events go — the learning app's counterpart of the funnel's EventSink
 * (event-sink.server.ts): one write path behind an interface, so the store can later become the
 * same warehouse as funnel events (docs/decisions/009-analytics-rollups-and-event-sink.md). These
 * come one per action, from the server, so Payload's Local API is enough; no report reads them yet.
 */
export type LearningEventSink = { record: (event: LearningEventInput) => Promise<void> }

export const payloadLearningEventSink: LearningEventSink = {
  async record({ name, studentId, properties, occurredAt = new Date() }) {
    const payload = await getPayloadClient()
    await payload.create({
      collection: 'learning-events',
      data: { name, student: studentId as LearningEvent['student'], properties, occurredAt: occurredAt.toISOString() },
      depth: 0,
      // The server records what a student did; students never write events themselves (serverOnly).
      overrideAccess: true,
    })
  },
}

/**
 * Records an event without failing the action it follows: the student's feedback is stored by then,
 * and a lost analytics event must not turn it into an error. The failure is logged.
 */
export async function recordLearningEvent(event: LearningEventInput, sink: LearningEventSink = payloadLearningEventSink): Promise<boolean> {
  try {
    await sink.record(event)
    return true
  } catch (error) {
    console.error(`learning event ${event.name} was not recorded`, error)
    return false
  }
}
