import { useEffect, useRef } from 'react'
import type { z } from 'zod'

/** Who may talk to a page by `postMessage`, and what they may say. */
export type FrameMessages<T> = {
  /** What a message must be; anything else (Payload's other events, a browser extension's) is ignored. */
  schema: z.ZodType<T>
  /** The one window whose messages count — a framed page's parent, or the frame the admin drew; none yet: null. */
  from: () => MessageEventSource | null | undefined
}

type Received = Pick<MessageEvent, 'origin' | 'source' | 'data'>

/**
 * A `message` listener for the admin and the pages it frames (the funnel studio's phone, the
 * content live preview), which share one origin: a message counts only from that origin, from the
 * expected window, and when the schema accepts it.
 */
export function frameMessageListener<T>(origin: string, { schema, from }: FrameMessages<T>, onMessage: (message: T) => void) {
  return (event: Received) => {
    const source = from()
    if (event.origin !== origin || !source || event.source !== source) return
    const parsed = schema.safeParse(event.data)
    if (parsed.success) onMessage(parsed.data)
  }
}

/** Calls `onMessage` with each accepted message for as long as the component is mounted (one listener for its life). */
export function useFrameMessages<T>(
  schema: z.ZodType<T>,
  from: () => MessageEventSource | null | undefined,
  onMessage: (message: T) => void,
) {
  const latest = useRef({ from, onMessage })
  latest.current = { from, onMessage }
  useEffect(() => {
    const listener = frameMessageListener(window.location.origin, { schema, from: () => latest.current.from() }, (message) =>
      latest.current.onMessage(message),
    )
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [schema])
}
