import { idOf, studentEnrolments } from '~/learning/index.server'
import { noRequestContext, type RequestContext } from '~/core/request-context.server'
import { getMetadata, setMetadata } from '~/core/student-metadata.server'
import { heroType, placementAfterCourseCompleted, learningPlanProgress, learningPlanTitle } from '~/learning'
import type { TrialViewer } from '~/core/trial'
import { studentSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'
import { readStoredPlan } from './plan-store.server'
import type { SessionStudent } from '../../core/session.server'
import { idKey } from '@schemas/id'

/** The student's progress per enrolled topic (keyed by `idKey`): a completed topic is 100. */
export async function topicProgress(student: SessionStudent, context: RequestContext = noRequestContext): Promise<Map<string, number>> {
  const enrolments = await studentEnrolments(context, student, 'topic')
  return new Map(
    enrolments.map((enrolment) => [idKey(idOf(enrolment.topic)), enrolment.status === 'completed' ? 100 : (enrolment.progress ?? 0)]),
  )
}

export async function planProgressOf(student: SessionStudent): Promise<number> {
  const { plan } = await readStoredPlan(student)
  return learningPlanProgress(plan ? { steps: plan.planSteps } : null, await topicProgress(student))
}

/**
 * The learning-plan hero of home (spec §4 "Home hero block"), or null when the course hero applies:
 * the personal_plan_enabled flag off, the plan done, or the student last worked on a course.
 */
export async function loadLearningPlanHero(student: SessionStudent, viewer: TrialViewer, context: RequestContext = noRequestContext) {
  const enabled = await flagFor('personal_plan_enabled', studentSubject(student.id, viewer))
  if (!enabled) return null
  const [stored, metadata] = await Promise.all([readStoredPlan(student, context), getMetadata(student)])
  // Without plan steps the progress is 0 whatever the topics say: their enrolments are not read.
  const steps = stored.plan?.planSteps ?? []
  const progress = steps.length > 0 ? learningPlanProgress({ steps }, await topicProgress(student, context)) : 0
  if (heroType({ planEnabled: enabled, planProgress: progress, lastProgressPlacement: metadata.lastProgressPlacement }) !== 'learning-plan')
    return null
  return { title: learningPlanTitle(stored.profile?.name), progress, hasPlan: stored.plan !== null }
}

/** Completing a course while the plan is partly done brings the plan back to the hero (spec §4). */
export async function notePlanAfterCourseCompleted(student: SessionStudent): Promise<void> {
  const placement = placementAfterCourseCompleted(await planProgressOf(student))
  if (placement) await setMetadata(student, { key: 'lastProgressPlacement', value: placement })
}
