import { learningBus } from '~/learning/index.server'
import { notePlanAfterCourseCompleted } from './plan-progress.server'

/** The learning plan follows learning: a completed course may bring the plan back to the home hero. */
export function learningPlanOnLearningBus(): void {
  learningBus.on('course.completed', 'plan.hero', ({ student }) => notePlanAfterCourseCompleted(student))
}
