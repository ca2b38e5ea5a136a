import { z } from 'zod'

/** One message of a conversation, in the shape every OpenAI-compatible server accepts. */
export const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(100_000),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** A lesson, tip or course description the answer drew on; `href` opens it in the app. */
export const citationSchema = z.object({
  kind: z.enum(['lesson', 'tip', 'course']),
  title: z.string(),
  href: z.string(),
  excerpt: z.string(),
})
export type Citation = z.infer<typeof citationSchema>

/** Which implementation answered: the pages say plainly when it is the offline one. */
export const aiModeSchema = z.enum(['offline', 'model'])
export type AiMode = z.infer<typeof aiModeSchema>

/**
 * The lesson a question is about (/assistant?lesson=): its title, its address in the app and its
 * text, section by section. The answer draws on it first and cites it.
 */
export const lessonContextSchema = z.object({
  id: z.string(),
  title: z.string(),
  href: z.string(),
  passages: z.array(z.string()),
})
export type LessonContext = z.infer<typeof lessonContextSchema>

export type ChatOptions = {
  /** Model name (Model info `model`); the configured default when absent. */
  model?: string
  /** Cancels the request upstream: a student leaving the page stops the model. */
  signal?: AbortSignal
  temperature?: number
  maxTokens?: number
  /** Cite only content open to trial students (the caller decides from the viewer). */
  trialOnly?: boolean
  /** The lesson the student asks about, already checked as open to them. */
  lesson?: LessonContext
}

export type ChatAnswer = { mode: AiMode; text: string; citations: Citation[]; model: string }

/** A streamed answer: text deltas in order; `citations` is known before the first delta. */
export type ChatStream = AsyncIterable<string> & { mode: AiMode; citations: Citation[]; model: string }
