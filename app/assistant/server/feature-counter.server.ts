import { getPayloadClient } from '../../../cms/get-payload'
import type { Id } from '../../../schemas/id'
import type { CounterFeature } from '../../../schemas/assistant/options'
import { problem } from '~/http/problem'
import {
  counterView,
  DAILY_PROMPT_LIMIT,
  type FeatureCounter,
  incremented,
  limitReached,
  promptLimitMessage,
  promptLimitTitle,
  type StoredCounter,
} from '../rules/prompt-limit'

/**
 * The student's feature counter, stored one row per student and feature (cms/collections/
 * FeatureCounters). Only this server writes it; the spec's GET and increment answer the view
 * (current_value, remaining_count, feature_limit, counter_date), reset for display a day later.
 */
async function findRow(studentId: Id, feature: CounterFeature) {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'feature-counters',
    where: { and: [{ student: { equals: studentId } }, { feature: { equals: feature } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

const stored = (row: { value: number; counterDate: string } | null): StoredCounter | null =>
  row ? { value: row.value, counterDate: row.counterDate } : null

export async function readCounter(studentId: Id, feature: CounterFeature, now = new Date()): Promise<FeatureCounter> {
  return counterView(stored(await findRow(studentId, feature)), now, DAILY_PROMPT_LIMIT)
}

/** Throws the 429 limit problem when the student has no prompt left today. */
export async function requirePromptLeft(studentId: Id, feature: CounterFeature, now = new Date()): Promise<FeatureCounter> {
  const counter = await readCounter(studentId, feature, now)
  if (limitReached(counter)) throw problem(429, promptLimitTitle, promptLimitMessage(counter.feature_limit))
  return counter
}

/** Counts one use (refused at the limit) and answers the new view. */
export async function incrementCounter(studentId: Id, feature: CounterFeature, now = new Date()): Promise<FeatureCounter> {
  const payload = await getPayloadClient()
  const row = await findRow(studentId, feature)
  if (limitReached(counterView(stored(row), now))) throw problem(429, promptLimitTitle, promptLimitMessage(DAILY_PROMPT_LIMIT))
  const next = incremented(stored(row), now)
  if (row) {
    await payload.update({ collection: 'feature-counters', id: row.id, data: next, depth: 0, overrideAccess: true })
  } else {
    // Two first prompts at once: the unique (student, feature) index lets one create; the other counts on the row it made.
    try {
      await payload.create({
        collection: 'feature-counters',
        data: { student: studentId as number, feature, ...next },
        depth: 0,
        overrideAccess: true,
      })
    } catch {
      const made = await findRow(studentId, feature)
      if (!made) throw new Error('feature counter could not be created')
      const again = incremented(stored(made), now)
      await payload.update({ collection: 'feature-counters', id: made.id, data: again, depth: 0, overrideAccess: true })
      return counterView(again, now)
    }
  }
  return counterView(next, now)
}
