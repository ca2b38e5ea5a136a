import { getAiProvider } from '~/ai/index.server'
import { paysForAi } from '~/ai'
import { type RateLimitRule, secondsUntilNextUtcDay } from '~/http/rate-limit'
import { enforceRateLimit } from '~/http/rate-limit.server'
import { problem, tooManyProblem } from '~/core/problem'
import { learningPlanTitle, profileFromAnswers } from '~/learning'
import type { LearningPlan, LearningProfile } from '@schemas/learning/plan'
import { editPlanByRules } from '../rules/plan-edits'
import { type CatalogueTopic, keepKnownSteps, planFromProfile, stepCountFor } from '../rules/plan-rules'
import { editProfileByRules } from '../rules/profile-edits'
import { canGenerate, countGeneration } from '../rules/generation-gate'
import { modelPlan, modelPlanEdit, modelProfileEdit } from './plan-model.server'
import { planCatalogue } from './plan-inputs.server'
import { savedFunnelAnswers } from '~/learning/index.server'
import { readStoredPlan, type StoredPlan, writeStoredPlan } from './plan-store.server'
import type { SessionStudent } from '../../core/session.server'

/** Edits by prompt may reach the model: a per-student cap (this feature's own rule, not the shared table). */
export const planEditRateLimit: RateLimitRule = { name: 'plan-edit', limit: 30, windowMs: 60 * 60_000 }

const limitReached = (now: Date) =>
  tooManyProblem(
    'Generation limit reached',
    'You have generated your plan several times today. Try again tomorrow, or edit it instead.',
    secondsUntilNextUtcDay(now),
  )

export async function canGenerateFor(student: SessionStudent, now = new Date()) {
  return { canGenerate: canGenerate(await readStoredPlan(student), now) }
}

async function buildProfile(student: SessionStudent): Promise<LearningProfile> {
  const { answers, funnelName } = await savedFunnelAnswers(student)
  return profileFromAnswers(answers, { firstname: student.firstname, email: student.email, funnelName })
}

/**
 * The model answers plan requests only for accounts whose plan pays for it; every other account
 * gets the rules' plan and edits (app/ai/rules/ai-allowance.ts), which need no model.
 */
const modelFor = (student: SessionStudent) => {
  const ai = getAiProvider()
  return ai.mode === 'model' && paysForAi(student.status) ? ai : null
}

/** The model's plan when one works for this student, else (or when it fails) the rules'. */
async function buildPlan(
  student: SessionStudent,
  catalogue: CatalogueTopic[],
  profile: LearningProfile,
): Promise<{ plan: LearningPlan; source: 'rules' | 'model' }> {
  const ai = modelFor(student)
  const rules = planFromProfile(catalogue, profile)
  if (!ai) return { plan: rules, source: 'rules' }
  try {
    return {
      plan: { ...rules, planSteps: await modelPlan(ai, catalogue, profile, stepCountFor(profile.time_per_day.minutes)) },
      source: 'model',
    }
  } catch (error) {
    console.warn('Learning plan: the model failed, the rules made the plan instead.', error)
    return { plan: rules, source: 'rules' }
  }
}

export async function getLearningProfile(student: SessionStudent) {
  return { profile: (await readStoredPlan(student)).profile }
}

export async function generateLearningProfile(student: SessionStudent, now = new Date()) {
  const stored = await readStoredPlan(student)
  if (!canGenerate(stored, now)) throw limitReached(now)
  const profile = await buildProfile(student)
  const saved = await writeStoredPlan(student, stored, { profile, ...countGeneration(stored, now) })
  return { profile: saved.profile }
}

async function requireStored<K extends 'profile' | 'plan'>(student: SessionStudent, key: K) {
  const stored = await readStoredPlan(student)
  if (!stored[key])
    throw problem(
      404,
      'Not found',
      `There is no ${key === 'profile' ? 'learning profile' : 'learning plan'} to edit yet; generate one first.`,
    )
  return stored as StoredPlan & { [P in K]: NonNullable<StoredPlan[P]> }
}

const notUnderstood = (examples: string) =>
  problem(422, 'Edit not understood', `We could not apply that change. Try for example: ${examples}.`, {
    edit_prompt: [`Try for example: ${examples}.`],
  })

export async function editLearningProfile(student: SessionStudent, prompt: string) {
  await enforceRateLimit(planEditRateLimit, `student:${student.id}`)
  const stored = await requireStored(student, 'profile')
  const ai = modelFor(student)
  let profile: LearningProfile | null = null
  if (ai) profile = await modelProfileEdit(ai, stored.profile, prompt).catch(() => null)
  if (!profile) {
    const edit = editProfileByRules(stored.profile, prompt)
    if (edit.applied.length === 0) throw notUnderstood('"call me Anna", "my goal is to find clients", "I am advanced", "15 minutes a day"')
    profile = edit.profile
  }
  const saved = await writeStoredPlan(student, stored, { profile })
  return { profile: saved.profile }
}

export async function getPersonalPlan(student: SessionStudent) {
  return { plan: await knownPlan(await readStoredPlan(student)) }
}

/** The stored plan without the steps whose topic is no longer in the catalogue. */
export async function knownPlan(stored: StoredPlan) {
  return stored.plan ? keepKnownSteps(stored.plan, await planCatalogue()) : null
}

/** A new plan from the stored profile (made from the funnel answers first when there is none). */
export async function generatePersonalPlan(student: SessionStudent, now = new Date()) {
  const stored = await readStoredPlan(student)
  if (!canGenerate(stored, now)) throw limitReached(now)
  const profile = stored.profile ?? (await buildProfile(student))
  const { plan, source } = await buildPlan(student, await planCatalogue(), profile)
  const saved = await writeStoredPlan(student, stored, { profile, plan, source, ...countGeneration(stored, now) })
  return { plan: saved.plan }
}

export async function editPersonalPlan(student: SessionStudent, prompt: string) {
  await enforceRateLimit(planEditRateLimit, `student:${student.id}`)
  const stored = await requireStored(student, 'plan')
  const catalogue = await planCatalogue()
  const profile = stored.profile ?? (await buildProfile(student))
  const ai = modelFor(student)
  let plan: LearningPlan | null = null
  let source: 'rules' | 'model' = 'rules'
  if (ai) {
    const steps = await modelPlanEdit(ai, catalogue, stored.plan, prompt).catch(() => null)
    if (steps) [plan, source] = [{ ...stored.plan, planSteps: steps }, 'model']
  }
  if (!plan) {
    const edit = editPlanByRules(keepKnownSteps(stored.plan, catalogue), prompt, catalogue, profile)
    if (edit.applied.length === 0)
      throw notUnderstood('"more about images", "less about money", "less time", "more time", "easier", "harder"')
    plan = edit.plan
  }
  const saved = await writeStoredPlan(student, stored, {
    plan: { ...plan, planTitle: plan.planTitle || learningPlanTitle(profile.name) },
    source,
  })
  return { plan: saved.plan }
}
