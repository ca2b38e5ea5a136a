import { useEffect, useState } from 'react'
import { contentPreviewDraftPath, type PreviewCollection } from '@schemas/content/content-preview'
import { draftOf, readyMessage } from '../rules/live-preview-message'

/** Long enough that a word typed is one request, short enough that the preview follows the typing. */
const pauseMs = 300

export type DraftState = 'saved' | 'updating' | 'unsaved' | 'failed'

/**
 * The editor's unsaved form, rendered by the server as the page would show it (lesson markdown,
 * pictures, tasks). The page's own `fetch`, not a fetcher: a newer draft aborts the older request,
 * and that abort is expected, never an error (overlapping `fetcher.submit` calls raise AbortError).
 */
export function useLiveDraft<View>(collection: PreviewCollection, id: string, saved: View) {
  const [view, setView] = useState(saved)
  const [state, setState] = useState<DraftState>('saved')
  useEffect(() => setView(saved), [saved])

  useEffect(() => {
    if (window.parent === window) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let request: AbortController | undefined
    const render = async (data: Record<string, unknown>) => {
      request?.abort()
      const controller = (request = new AbortController())
      setState('updating')
      try {
        const response = await fetch(contentPreviewDraftPath, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ collection, id, data }),
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`The preview answered ${response.status}`)
        const answer = (await response.json()) as { view: View }
        setView(answer.view)
        setState('unsaved')
      } catch {
        if (!controller.signal.aborted) setState('failed')
      }
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return
      const data = draftOf(event.data)
      if (!data) return
      clearTimeout(timer)
      timer = setTimeout(() => void render(data), pauseMs)
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage(readyMessage, window.location.origin)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(timer)
      request?.abort()
    }
  }, [collection, id])

  return { view, state }
}
