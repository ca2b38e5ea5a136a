/**
 * Scores essay and prompt-evaluation answers against the rubric stored with the task. The one
 * implementation, app/ai/server/judge-evaluator.server.ts, asks the AI provider's `judge`: the
 * configured model, or offline the rubric grader (app/ai/rules/rubric-grader.ts).
 */
export type EvaluatedTask = {
  question: string
  type?: string | null
  rubric?: { requiredPoints?: string[] | null; minLength?: number | null } | null
}
export type Evaluation = { passed: boolean; feedback: string }
export interface Evaluator {
  evaluate(task: EvaluatedTask, answer: string): Promise<Evaluation>
}
