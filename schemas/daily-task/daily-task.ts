import { z } from 'zod'
import { idInput } from '../id-schema'

/** Spec §5: the daily task prompt must be non-empty after trimming. */
export const dailyTaskPrompt = z
  .string({ error: 'Write your prompt first.' })
  .trim()
  .min(1, 'Write your prompt first.')
  .max(4000, 'Keep your prompt under 4,000 characters.')

/** Spec §7 "respond to daily task": task_id, user_input; the answer's `response` is read. */
export const dailyTaskRespondBody = z.object({ task_id: idInput, user_input: dailyTaskPrompt })

/** Spec §7 "validate daily task": user_prompt, task_id; answers a list with completed flags. */
export const dailyTaskValidateBody = z.object({ task_id: idInput, user_prompt: dailyTaskPrompt })

/** Try again / session reset: clears today's history and validation. */
export const dailyTaskResetBody = z.object({ task_id: idInput })

export const historySides = ['user', 'assistant'] as const
export type HistorySide = (typeof historySides)[number]

/** Spec §3: a response history entry. */
export type HistoryEntry = { side: HistorySide; message: string; timestamp: string }

/** Spec §3: one validation item; `text` is the rubric item it checks, `reason` what to do about it. */
export type ValidationItem = { text: string; completed: boolean; reason: string }
