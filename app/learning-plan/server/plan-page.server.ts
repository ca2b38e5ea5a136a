import { getAiProvider } from '~/ai/index.server'
import { learningPlanProgress, learningPlanTitle } from '~/learning'
import { ProblemError } from '~/core/problem'
import { canGenerate } from '../rules/generation-gate'
import { generatePersonalPlan, knownPlan } from './learning-plan.server'
import { readStoredPlan } from './plan-store.server'
import { topicProgress } from './plan-progress.server'
import { loadBoughtChallenge } from '~/learning/index.server'
import type { SessionStudent } from '../../core/session.server'
import { idKey } from '@schemas/id'

/**
 * /learning-plan: read first; a missing or incomplete profile or plan is generated when the
 * can-generate check allows it. A failed generation is shown, not thrown: the page still opens.
 */
export async function loadLearningPlanPage(student: SessionStudent, now = new Date()) {
  let stored = await readStoredPlan(student)
  let generationError: string | null = null
  const incomplete = !stored.profile || !stored.plan || stored.plan.planSteps.length === 0
  if (incomplete && canGenerate(stored, now)) {
    try {
      await generatePersonalPlan(student, now)
      stored = await readStoredPlan(student)
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error
      generationError = error.problem.message
    }
  }
  const [plan, progressByTopic, challenge] = await Promise.all([knownPlan(stored), topicProgress(student), loadBoughtChallenge(student)])
  const { profile, ...counter } = stored
  const steps = (plan?.planSteps ?? []).map((step) => ({
    ...step,
    href: `/course/${step.courseId}/topic/${step.topicId}`,
    enrolled: progressByTopic.has(idKey(step.topicId)),
    progress: progressByTopic.get(idKey(step.topicId)) ?? 0,
  }))
  return {
    mode: getAiProvider().mode,
    title: learningPlanTitle(profile?.name),
    profile,
    steps,
    progress: learningPlanProgress(plan ? { steps: plan.planSteps } : null, progressByTopic),
    canGenerate: canGenerate(counter, now),
    generationError,
    /** The challenge bought in the funnel: the plan's first step in practice, so it heads the page. */
    challenge,
  }
}
