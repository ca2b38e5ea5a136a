'use client'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { previewMessage, previewReply, type PreviewShow, studioPreviewPath } from '@schemas/funnel/studio-preview-messages'
import { useFrameMessages } from '../../../app/core/use-frame-messages'

type PreviewProps = {
  definition: unknown
  valid: boolean
  screenId: string | undefined
  /** Playing a path: the events that lead from the first screen to `screenId` along it. */
  route?: { type: string }[]
  /** Controls shown under the bar (the path player). */
  children?: ReactNode
  /** The visitor in the preview moved on to another screen. */
  onWalk: (screenId: string) => void
  /** Its name, when another phone is on the page too (the review sheet's). */
  label?: string
}

/**
 * A phone-sized frame with the site's real player (/studio-preview), sent the draft by postMessage
 * as the marketer types: nothing is stored, and the admin never imports the site's renderers.
 */
export function StudioPreview({ definition, valid, screenId, route, children, onWalk, label = 'Phone preview' }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [ready, setReady] = useState(false)
  const [step, setStep] = useState(0)
  useFrameMessages(
    previewReply,
    () => frame.current?.contentWindow,
    (message) => (message.type === previewMessage.ready ? setReady(true) : onWalk(message.screenId)),
  )

  useEffect(() => {
    if (!ready || !valid || !frame.current?.contentWindow) return
    frame.current.contentWindow.postMessage(
      { type: previewMessage.show, definition, screenId, step, ...(route ? { route } : {}) } satisfies PreviewShow,
      window.location.origin,
    )
  }, [ready, valid, definition, screenId, step, route])

  return (
    <aside className="studio-preview" aria-label={label}>
      <div className="studio-preview__bar">
        <span>Preview</span>
        <button
          type="button"
          className="studio-button studio-button--small"
          onClick={() => setStep((value) => value + 1)}
          disabled={!ready}
        >
          Walk forward
        </button>
      </div>
      {children}
      {!valid ? (
        <p className="studio-preview__note">The preview shows the last version without problems: fix the marked fields to update it.</p>
      ) : null}
      <div className="studio-preview__phone">
        <iframe ref={frame} title={`${label} of the selected screen`} src={studioPreviewPath} className="studio-preview__frame" />
      </div>
    </aside>
  )
}
