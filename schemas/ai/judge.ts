import { z } from 'zod'

/** How an essay or prompt answer is judged: the task's stored rubric (cms/collections/Tasks). */
export const rubricSchema = z.object({
  /** The task text the student answered. */
  question: z.string(),
  kind: z.enum(['essay', 'prompt-evaluation']),
  criteria: z.array(z.string().min(1)).max(20),
  minLength: z.number().int().min(0).default(0),
})
export type Rubric = z.input<typeof rubricSchema>

export const criterionVerdictSchema = z.object({
  criterion: z.string(),
  passed: z.boolean(),
  /** Why, in a sentence the student can act on. */
  reason: z.string(),
})
export type CriterionVerdict = z.infer<typeof criterionVerdictSchema>

export const judgementSchema = z.object({
  criteria: z.array(criterionVerdictSchema),
  passed: z.boolean(),
  feedback: z.string(),
  /** For a prompt: which parts of a good prompt it has (app/ai/rules/prompt-criteria.ts). */
  parts: z.array(z.object({ part: z.string(), label: z.string(), found: z.boolean(), hint: z.string() })).optional(),
})
export type Judgement = z.infer<typeof judgementSchema>

/** What a model must answer to a judge request (checked before it is believed). */
export const modelJudgementSchema = z.object({
  criteria: z.array(z.object({ criterion: z.string(), passed: z.boolean(), reason: z.string().min(1) })),
  feedback: z.string().min(1),
})
