import type { AiMode, Citation } from '@schemas/ai'
import type { FeatureCounter } from './prompt-limit'

/**
 * What POST /api/assistant/chat streams to the browser, as server-sent events (one JSON `data:`
 * per event): `start` before the first piece (the conversation, who answers, the sources), `delta`
 * pieces of text, then `done` with the updated prompt counter — or `error` with a sentence to show.
 */
export type ChatEvent =
  | { type: 'start'; chatId: string; mode: AiMode; model: string; citations: Citation[] }
  | { type: 'delta'; text: string }
  | { type: 'done'; counter: FeatureCounter }
  | { type: 'error'; message: string }

export const encodeChatEvent = (event: ChatEvent) => `data: ${JSON.stringify(event)}\n\n`

const types = new Set<ChatEvent['type']>(['start', 'delta', 'done', 'error'])

/** One event's data, or null for anything this client does not understand (skipped, never thrown). */
export function decodeChatEvent(data: string): ChatEvent | null {
  try {
    const parsed = JSON.parse(data) as { type?: unknown }
    return typeof parsed === 'object' && parsed !== null && types.has(parsed.type as ChatEvent['type']) ? (parsed as ChatEvent) : null
  } catch {
    return null
  }
}
