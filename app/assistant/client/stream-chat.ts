import { createSseParser } from '~/ai'
import { type ChatEvent, decodeChatEvent } from '../rules/chat-events'
import { promptLimitTitle } from '../rules/prompt-limit'

export type ChatRequest = { chatId?: string; model?: string; message: string; lessonId?: string }

/** How a request ended: streamed to the end, stopped by the student, or refused/failed with a sentence to show. */
export type ChatOutcome = { kind: 'done' } | { kind: 'stopped' } | { kind: 'limit'; message: string } | { kind: 'error'; message: string }

const offline = 'Could not reach the assistant. Check your connection and try again.'

/**
 * Sends one question to POST /api/assistant/chat and hands each server-sent event to `onEvent` as
 * it arrives. Aborting `signal` (the stop button, leaving the page) closes the request, which the
 * server passes on to the model.
 */
export async function streamChat(request: ChatRequest, onEvent: (event: ChatEvent) => void, signal: AbortSignal): Promise<ChatOutcome> {
  let response: Response
  try {
    response = await fetch('/api/assistant/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    })
  } catch {
    return signal.aborted ? { kind: 'stopped' } : { kind: 'error', message: offline }
  }
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => null)) as { error?: { title?: string; message?: string } } | null
    const message = answer?.error?.message ?? offline
    return answer?.error?.title === promptLimitTitle ? { kind: 'limit', message } : { kind: 'error', message }
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const parser = createSseParser()
  let failure: string | null = null
  try {
    for (;;) {
      const chunk = await reader.read()
      for (const data of chunk.done ? parser.end() : parser.push(chunk.value)) {
        const event = decodeChatEvent(data)
        if (!event) continue
        if (event.type === 'error') failure = event.message
        onEvent(event)
      }
      if (chunk.done) break
    }
  } catch {
    return signal.aborted ? { kind: 'stopped' } : { kind: 'error', message: offline }
  }
  return failure ? { kind: 'error', message: failure } : { kind: 'done' }
}
