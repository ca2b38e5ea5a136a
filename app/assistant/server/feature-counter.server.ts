import { getPayloadClient } from '@cms/get-payload'
import type { Id } from '@schemas/id'
import { type CounterFeature, promptLimitFeature } from '@schemas/assistant/options'
import { tooManyProblem } from '~/core/problem'
import { secondsUntilNextUtcDay } from '~/http/rate-limit'
import { dailyPromptLimit, paysForAi } from '~/ai'
import type { SessionStudent } from '~/core/session.server'
import { noRequestContext, type RequestContext } from '~/core/request-context.server'
import { studentData } from '~/core/student-data.server'
import { packPromptsPerDay } from './pack-prompts.server'
import { type PromptAllowance, promptLimitMessage } from '../rules/prompt-allowance'
import { counterView, type FeatureCounter, incremented, limitReached, promptLimitTitle, type StoredCounter } from '../rules/prompt-limit'

/**
 * The student's feature counter, stored one row per student and feature (cms/collections/
 * FeatureCounters). Only this server writes it; the spec's GET and increment answer the view
 * (current_value, remaining_count, feature_limit, counter_date), reset for display a day later.
 * The limit is the account's: a plan that pays, or the small allowance of one that does not, plus
 * what an owned pack adds, kept for life (app/ai/rules/ai-allowance.ts).
 */
type CountedStudent = SessionStudent

/** Today's allowance: the plan's plus what an owned pack adds (pack-prompts.server.ts), and which pack. */
export async function allowanceFor(student: CountedStudent, context: RequestContext = noRequestContext): Promise<PromptAllowance> {
  const paying = paysForAi(student.status)
  const pack = await packPromptsPerDay(student, context)
  return { limit: dailyPromptLimit(student.status, pack?.prompts ?? 0), paying, pack: pack && pack.prompts > 0 ? pack : null }
}

const limitFor = async (student: CountedStudent) => (await allowanceFor(student)).limit

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

/** `allowance`: when the caller has read it already (the assistant page shows both), it is not read again. */
export async function readCounter(
  student: CountedStudent,
  feature: CounterFeature,
  now = new Date(),
  allowance: Promise<PromptAllowance> = allowanceFor(student),
  context: RequestContext = noRequestContext,
): Promise<FeatureCounter> {
  const [row, { limit }] = await Promise.all([
    studentData(context, student, `feature-counter:${feature}`, () => findRow(student.id, feature)),
    allowance,
  ])
  return counterView(stored(row), now, limit)
}

const limitProblem = async (student: CountedStudent, now: Date) =>
  tooManyProblem(promptLimitTitle, promptLimitMessage(await allowanceFor(student)), secondsUntilNextUtcDay(now))

/** Throws the 429 limit problem when the student has no prompt left today. */
export async function requirePromptLeft(student: CountedStudent, feature: CounterFeature, now = new Date()): Promise<FeatureCounter> {
  const counter = await readCounter(student, feature, now)
  if (limitReached(counter)) throw await limitProblem(student, now)
  return counter
}

/** Counts one use (refused at the limit) and answers the new view. */
export async function incrementCounter(student: CountedStudent, feature: CounterFeature, now = new Date()): Promise<FeatureCounter> {
  const payload = await getPayloadClient()
  const studentId = student.id
  const [row, limit] = await Promise.all([findRow(studentId, feature), limitFor(student)])
  if (limitReached(counterView(stored(row), now, limit))) throw await limitProblem(student, now)
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
      return counterView(again, now, limit)
    }
  }
  return counterView(next, now, limit)
}

/**
 * A model call made for an account that does not pay spends one prompt of its daily allowance
 * (app/ai/rules/ai-allowance.ts): refused with the 429 when none is left, counted once the model
 * has answered. Paying students' other AI features have their own rate limits and are not counted.
 */
export async function withTrialAllowance<T>(student: CountedStudent, run: () => Promise<T>): Promise<T> {
  if (paysForAi(student.status)) return run()
  await requirePromptLeft(student, promptLimitFeature)
  const result = await run()
  await incrementCounter(student, promptLimitFeature)
  return result
}
