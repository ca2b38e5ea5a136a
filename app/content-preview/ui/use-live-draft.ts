import { useEffect, useState } from 'react'
import { contentPreviewDraftPath, type PreviewCollection } from '@schemas/content/content-preview'
import { useFrameMessages } from '~/core/use-frame-messages'
import { liveDraftMessage, readyMessage } from '../rules/live-preview-message'

/** Long enough that a word typed is one request, short enough that the preview follows the typing. */
const pauseMs = 300

/** The editor that frames this page; none when the page is opened on its own. */
const framedBy = () => (window.parent === window ? null : window.parent)

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

  // The form as typed, for the document it was typed in (a draft never follows the page to another).
  const document = `${collection}/${id}`
  const [typed, setTyped] = useState<{ document: string; data: Record<string, unknown> }>()
  useFrameMessages(liveDraftMessage, framedBy, (message) => setTyped({ document, data: message.data }))
  // Listening (the hook's listener is added first): the editor starts sending its form.
  useEffect(() => {
    if (framedBy()) window.parent.postMessage(readyMessage, window.location.origin)
  }, [collection, id])

  useEffect(() => {
    if (typed?.document !== document) return
    const controller = new AbortController()
    const render = async () => {
      setState('updating')
      try {
        const response = await fetch(contentPreviewDraftPath, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ collection, id, data: typed.data }),
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
    const timer = setTimeout(() => void render(), pauseMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [typed, document, collection, id])

  return { view, state }
}
