import type { ChatAnswer, ChatMessage, ChatOptions, ChatStream, GeneratedImage, ImageRequest, Judgement, Rubric } from '@schemas/ai'
import type { AiMode } from '@schemas/ai'

/**
 * One interface for the assistant, the daily task and task grading. Two implementations:
 * `server/openai-provider.server.ts` (any OpenAI-compatible server: OpenAI, OpenRouter, Ollama,
 * vLLM) when AI_BASE_URL is set, and `server/offline-provider.server.ts` (the platform's own
 * content, searched; rubric grading) otherwise. Pages read `mode` to say which one answers.
 */
export type AiProvider = {
  readonly mode: AiMode
  /** The model named when a request names none. */
  readonly defaultModel: string
  chat(messages: ChatMessage[], options?: ChatOptions): Promise<ChatAnswer>
  /** Text deltas as they arrive; breaking out of the loop or aborting `signal` stops the upstream request. */
  stream(messages: ChatMessage[], options?: ChatOptions): Promise<ChatStream>
  /** Each criterion of the rubric passed or not, with the reason, and the overall verdict. */
  judge(rubric: Rubric, answer: string, options?: Pick<ChatOptions, 'signal'>): Promise<Judgement>
  /** Throws AiError('image') — "Image generation error" — when no image can be made. */
  generateImage(request: ImageRequest, options?: Pick<ChatOptions, 'signal'>): Promise<GeneratedImage>
}
