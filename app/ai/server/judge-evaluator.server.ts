import { AiError } from '~/ai/rules/ai-error'
import { gradeWithRubric } from '~/ai/rules/rubric-grader'
import { evaluationOf, rubricOfTask } from '~/ai/rules/task-rubric'
import { problem } from '~/core/problem'
import type { Evaluator } from '../rules/evaluator'
import { getAiProvider } from './ai-provider.server'

/**
 * Essays and prompt evaluations are graded by the AI provider's `judge`. A model that fails (busy,
 * down, unreadable) is a 503 the student can retry — never a failed task they did not fail.
 */
export const judgeEvaluator: Evaluator = {
  async evaluate(task, answer) {
    try {
      return evaluationOf(await getAiProvider().judge(rubricOfTask(task), answer))
    } catch (error) {
      if (error instanceof AiError) throw problem(503, 'Grading is unavailable', error.message)
      throw error
    }
  },
}

/**
 * The same rubric graded without a model (the offline grader): what answers accounts that do not
 * pay for the model (app/ai/rules/ai-allowance.ts), so lessons stay usable without a bill.
 */
export const rubricEvaluator: Evaluator = {
  async evaluate(task, answer) {
    return evaluationOf(gradeWithRubric(rubricOfTask(task), answer))
  },
}
