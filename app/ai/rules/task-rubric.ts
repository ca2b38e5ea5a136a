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

/** What the student sees: the verdict and, when it failed, why — each failed criterion's reason once. */
export function evaluationOf(judgement: Judgement): Evaluation {
  if (judgement.passed) return { passed: true, feedback: judgement.feedback }
  const reasons = [...new Set(judgement.criteria.filter((verdict) => !verdict.passed).map((verdict) => verdict.reason))]
  const missing = reasons.filter((reason) => !judgement.feedback.includes(reason))
  return { passed: false, feedback: [judgement.feedback, ...missing].join(' ') }
}
