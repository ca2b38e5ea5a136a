import { z } from 'zod'
import { storedId, timestamp } from './common'
import { citationSchema } from '../../ai/chat'

/** Answers of the assistant's chat list, one chat and the daily prompt counter. */

const chatSummary = z.strictObject({ id: storedId, title: z.string(), model: z.string(), updatedAt: timestamp })
export const chatListAnswer = z.strictObject({ chats: z.array(chatSummary) })
export const chatAnswer = z.strictObject({
  chat: z.strictObject({
    ...chatSummary.shape,
    messages: z.array(
      z.strictObject({
        role: z.enum(['user', 'assistant']),
        content: z.string(),
        sentAt: timestamp,
        citations: z.array(z.strictObject(citationSchema.shape)).optional(),
        stopped: z.boolean().optional(),
        failed: z.boolean().optional(),
      }),
    ),
  }),
})

export const featureCounterAnswer = z.strictObject({
  current_value: z.int(),
  remaining_count: z.int(),
  feature_limit: z.int(),
  counter_date: z.string().describe('The UTC day the counter counts, YYYY-MM-DD'),
})

/** The chat's answer is text/event-stream; this is the JSON in each `data:` line. */
export const chatEventSchema = z.union([
  z.strictObject({
    type: z.literal('start'),
    chatId: storedId,
    mode: z.enum(['offline', 'model']),
    model: z.string(),
    citations: z.array(z.strictObject(citationSchema.shape)),
  }),
  z.strictObject({ type: z.literal('delta'), text: z.string() }),
  z.strictObject({ type: z.literal('done'), counter: featureCounterAnswer }),
  z.strictObject({ type: z.literal('error'), message: z.string() }),
])
