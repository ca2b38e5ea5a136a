import { z } from 'zod'

/**
 * The learning profile and the personal plan (spec §3 "Learning profile", "Learning plan"), as
 * stored and as /api/student/learning-profile and /api/student/personal-plan answer them.
 */
export const proficiencyLevels = ['beginner', 'intermediate', 'advanced'] as const
export type ProficiencyLevel = (typeof proficiencyLevels)[number]

export const learningProfileSchema = z.object({
  goal: z.object({ value: z.string().trim().min(1).max(200) }),
  ai_proficiency: z.object({ level: z.enum(proficiencyLevels), description: z.string().max(300) }),
  time_per_day: z.object({ minutes: z.int().min(5).max(120) }),
  /** The first name; `confident` when the student typed it (account or funnel), not guessed. */
  name: z.object({ value: z.string().max(80).nullable(), confident: z.boolean() }),
  /** Where the answers came from: the student's funnel answers, or defaults when there were none. */
  source: z.enum(['funnel', 'defaults']),
})
export type LearningProfile = z.infer<typeof learningProfileSchema>

/** Ids as the database gives them (numbers on SQL), or strings (MongoDB). */
const storedId = z.union([z.number(), z.string()])

export const planStepSchema = z.object({
  topicId: storedId,
  courseId: storedId,
  title: z.string(),
  courseTitle: z.string(),
})
export type PlanStep = z.infer<typeof planStepSchema>

export const learningPlanSchema = z.object({
  planTitle: z.string().max(120),
  planSteps: z.array(planStepSchema).max(20),
})
export type LearningPlan = z.infer<typeof learningPlanSchema>

/** PUT body of both calls: a free-text edit ("more about images", "less time"). */
export const editPromptBody = z.object({
  edit_prompt: z.string().trim().min(3, 'Describe the change in a few words.').max(500, 'At most 500 characters.'),
})
