import { type Judgement, type Rubric, rubricSchema } from '@schemas/ai'
import { analysePrompt, examplePrompt, partsFeedback } from './prompt-criteria'

const exampleLead = ' Compare with this example: “'

/**
 * A prompt's judgement, with or without a model, also says which parts of a good prompt it has and
 * lacks, and offers an example prompt for the same task to compare with. Essays are left as they are.
 */
export function coachPrompt(rubric: Rubric, answer: string, judgement: Judgement): Judgement {
  const { kind, question } = rubricSchema.parse(rubric)
  if (kind !== 'prompt-evaluation') return judgement
  const parts = analysePrompt(answer)
  const example = examplePrompt(question)
  return { ...judgement, parts, example, feedback: `${judgement.feedback} ${partsFeedback(parts)}${exampleLead}${example}”` }
}

/**
 * The stored feedback (one text, as the apps' API sends it) taken apart again, for a page that shows
 * the example prompt beside the student's own answer instead of inside the text. The example is the
 * one coachPrompt wrote for this task's question; reasons appended after it stay in the feedback.
 */
export function splitExample(feedback: string, question: string): { feedback: string; example: string | null } {
  const example = examplePrompt(question)
  const written = `${exampleLead}${example}”`
  const at = feedback.indexOf(written)
  if (at < 0) return { feedback, example: null }
  return { feedback: (feedback.slice(0, at) + feedback.slice(at + written.length)).trim(), example }
}
