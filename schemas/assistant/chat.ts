import { z } from 'zod'
import { citationSchema } from '../ai/chat'

/** One message of a stored assistant conversation (cms/collections/AssistantChats `messages`). */
export const storedMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sentAt: z.string(),
  citations: z.array(citationSchema).optional(),
  /** A question asked about a lesson (/assistant?lesson=): its id, so the chat reopens about it. */
  lessonId: z.string().optional(),
  /** The answer was cut short: the student pressed stop or left the page. */
  stopped: z.boolean().optional(),
  /** The answer failed part-way; `content` is what arrived. */
  failed: z.boolean().optional(),
})
export type StoredMessage = z.infer<typeof storedMessageSchema>

/** The stored list, read defensively: a row edited by hand never breaks the page, its bad entries are skipped. */
export function readStoredMessages(value: unknown): StoredMessage[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const parsed = storedMessageSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}
