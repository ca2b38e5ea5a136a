import { z } from 'zod'
import { idInput, idString } from '../id-schema'
import { ID_PATTERN } from '../id'
import { keysOf } from '../feedback/options'
import { MESSAGE_MAX_LENGTH, REPORT_DESCRIPTION_MAX_LENGTH, REPORT_PAYLOAD_MAX_LENGTH, counterFeatures, messageIssueTypes } from './options'

/** A model id as the picker and the assistant URL name it (`gpt-4o-mini`, `llama3.2:3b`, `org/model`). */
export const modelId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:/@-]+$/, 'A model name has letters, digits and . : / @ _ - only.')

/** POST /api/assistant/chat: one student message, in a new conversation or an existing one of theirs. */
export const assistantChatBody = z.object({
  chatId: idInput.optional(),
  model: modelId.optional(),
  message: z.string().trim().min(1, 'Write a message first.').max(MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters.`),
  /** The lesson the question is about: the answer draws on it first (the student must be able to open it). */
  lessonId: idInput.optional(),
})
export type AssistantChatBody = z.infer<typeof assistantChatBody>

/** Spec §5: a message report needs a payload and at least one issue type. */
export const messageReportBody = z.object({
  chatId: idInput.optional(),
  payload: z
    .string()
    .trim()
    .min(1, 'Say which answer you report.')
    .max(REPORT_PAYLOAD_MAX_LENGTH, `At most ${REPORT_PAYLOAD_MAX_LENGTH} characters.`),
  issueTypes: z
    .array(z.enum(keysOf(messageIssueTypes)))
    .min(1, 'Choose at least one issue.')
    .max(Object.keys(messageIssueTypes).length)
    .transform((types) => [...new Set(types)]),
  description: z
    .string()
    .trim()
    .max(REPORT_DESCRIPTION_MAX_LENGTH, `At most ${REPORT_DESCRIPTION_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
})
export type MessageReportBody = z.infer<typeof messageReportBody>

/** /assistant?lesson=<id>: the lesson "Ask about this lesson" opened the assistant with; absent for a plain visit. */
export const assistantPageQuery = z.object({
  lesson: z
    .string()
    .regex(ID_PATTERN, 'This link does not name a lesson. Open the lesson and press “Ask about this lesson” again.')
    .optional(),
})
export type AssistantPageQuery = z.infer<typeof assistantPageQuery>

export const chatParams = z.object({ chatId: idString })
export const featureParams = z.object({ feature: z.enum(counterFeatures) })
