import { type Judgement, type Rubric, rubricSchema } from '@schemas/ai'
import { analysePrompt, examplePrompt, partsFeedback } from './prompt-criteria'

/**
 * A prompt's judgement, with or without a model, also says which parts of a good prompt it has and
 * lacks, and offers an example prompt for the same task to compare with. Essays are left as they are.
 */
export function coachPrompt(rubric: Rubric, answer: string, judgement: Judgement): Judgement {
  const { kind, question } = rubricSchema.parse(rubric)
  if (kind !== 'prompt-evaluation') return judgement
  const parts = analysePrompt(answer)
  const example = examplePrompt(question)
  return { ...judgement, parts, example, feedback: `${judgement.feedback} ${partsFeedback(parts)} Compare with this example: “${example}”` }
}
