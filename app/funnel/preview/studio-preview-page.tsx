import { useEffect, useRef, useState } from 'react'
import { parseFunnel } from '@schemas/funnel/parse'
import type { FunnelEvent } from '@engine/types'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { FunnelFrame } from '../ui/funnel-frame'
import type { FrameState } from '../rules/types'
import { type PreviewActor, startPreviewActor } from './preview-actor'
import { usePreviewPaywalls } from './use-preview-paywalls'
import {
  previewMessage,
  type PreviewReply,
  previewShow,
  type PreviewShow,
  studioPreviewPath,
} from '@schemas/funnel/studio-preview-messages'
import { useFrameMessages } from '~/core/use-frame-messages'

type Shown = { definition: FunnelDefinition; text: string; screenId: string; step: number; route?: FunnelEvent[]; routeKey: string }

const reply = (message: PreviewReply) => window.parent.postMessage(message, window.location.origin)

/** The studio's phone: waits for a draft from the admin, then plays it with the visitors' player. */
export function StudioPreviewPage() {
  const [shown, setShown] = useState<Shown>()
  const [frame, setFrame] = useState<FrameState>()
  const actor = useRef<PreviewActor>(undefined)
  const { paywalls, loaded, ask } = usePreviewPaywalls()
  const lastFrameScreen = useRef<string>(undefined)
  /** The definition whose paywalls were last asked for. */
  const pricedText = useRef<string>(undefined)

  const onShow = (message: PreviewShow) => {
    const parsed = parseFunnel(message.definition)
    if (!parsed.success) return
    const { step } = message
    const screenId = message.screenId ?? parsed.data.screens[0]!.id
    const route = message.route as FunnelEvent[] | undefined
    const routeKey = route ? JSON.stringify(route) : ''
    const text = JSON.stringify(parsed.data)
    // Outside the state updater: React may run an updater twice.
    if (pricedText.current !== text) {
      pricedText.current = text
      ask(message.definition)
    }
    setShown((before) => {
      if (before && before.text === text && before.screenId === screenId && before.routeKey === routeKey) {
        if (step > before.step) actor.current?.walk()
        return { ...before, step }
      }
      return { definition: parsed.data, text, screenId, step, routeKey, ...(route ? { route } : {}) }
    })
  }
  useFrameMessages(previewShow, () => window.parent, onShow)
  // Listening (the hook's listener is added first): the studio may send the draft.
  useEffect(() => reply({ type: previewMessage.ready }), [])

  const paywallKey = JSON.stringify(Object.keys(paywalls)) + (loaded ? 'loaded' : '')
  useEffect(() => {
    if (!shown) return
    // Starting at the studio's screen is not a walk: only a move from here is reported back.
    lastFrameScreen.current = shown.screenId
    const started = startPreviewActor(
      shown.definition,
      shown.screenId,
      paywalls,
      (next) => {
        setFrame(next)
        if (next && next.screen.id !== lastFrameScreen.current) {
          lastFrameScreen.current = next.screen.id
          reply({ type: previewMessage.walked, screenId: next.screen.id })
        }
      },
      shown.route,
    )
    actor.current = started
    setFrame(started.frame())
    return () => started.stop()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart on a new draft or screen, not on each walk step
  }, [shown?.text, shown?.screenId, shown?.routeKey, paywallKey])

  if (!shown || !frame) return <p className="fp-preview-waiting">Waiting for the funnel studio…</p>
  return (
    <FunnelFrame
      frame={frame}
      paywall={paywalls[frame.screen.id]}
      live
      formAction={studioPreviewPath}
      send={(event) => actor.current?.send(event)}
    />
  )
}
