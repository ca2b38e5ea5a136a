import { z } from 'zod'
import { parseOrProblem } from '~/core/problem'
import { editPromptBody } from '@schemas/learning/plan'
import { editPersonalPlan, generatePersonalPlan } from './learning-plan.server'
import type { SessionStudent } from '../../core/session.server'

const planForm = z.discriminatedUnion('intent', [
  editPromptBody.extend({ intent: z.literal('edit') }),
  z.object({ intent: z.literal('regenerate') }),
])

/** The /learning-plan form: edit by prompt, or generate again (the can-generate gate applies). */
export async function learningPlanAction(student: SessionStudent, form: Record<string, string>) {
  const input = parseOrProblem(planForm, form, 'Could not update your plan')
  if (input.intent === 'edit') await editPersonalPlan(student, input.edit_prompt)
  else await generatePersonalPlan(student)
  return { saved: input.intent }
}
