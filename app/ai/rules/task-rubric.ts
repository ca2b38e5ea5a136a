import type { Judgement, Rubric } from '@schemas/ai'
import type { EvaluatedTask, Evaluation } from './evaluator'

/** The rubric as a task stores it (cms/collections/Tasks: requiredPoints, minLength) in the judge's shape. */
export function rubricOfTask(task: EvaluatedTask): Rubric {
  return {
    question: task.question,
    kind: task.type === 'essay' ? 'essay' : 'prompt-evaluation',
    criteria: (task.rubric?.requiredPoints ?? []).filter((point) => point.trim() !== ''),
    minLength: task.rubric?.minLength ?? 0,
  }
}

/**
 * What the student sees: the verdict and the judge's feedback, which already names the (at most
 * three) missing points (teaching-feedback.ts); the criteria's reasons are not added again.
 */
export function evaluationOf(judgement: Judgement): Evaluation {
  return { passed: judgement.passed, feedback: judgement.feedback }
}
