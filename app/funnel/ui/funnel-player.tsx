import { useLocation, useSubmit } from '@remix-run/react'
import { useEffect } from 'react'
import { withoutAdParams } from '../../http/ad-params'
import { FunnelFrame } from './funnel-frame'
import type { FrameState, FunnelPageData } from '../rules/types'
import { useFunnelActor } from '../client/use-funnel-actor'

type FunnelPlayerProps = {
  page: FunnelPageData
  /** A form post the server refused (e.g. an invalid email without JavaScript). */
  refused?: { error: string; screenId: string }
}

/**
 * The funnel: the server's frame first (a working page without JavaScript), then the engine's
 * once it runs in the browser. Checkout always goes through the server, which records the order.
 */
export function FunnelPlayer({ page, refused }: FunnelPlayerProps) {
  const location = useLocation()
  // Ad parameters stay out of the page (it is then the same for every ad click, host/page-cache.ts);
  // a post made before the engine runs still records them, from its Referer (attribution.ts).
  const formAction = `${location.pathname}${withoutAdParams(location.search)}`
  const submit = useSubmit()
  const actor = useFunnelActor(page, {
    checkout: (planId) => {
      const screenId = actor.frame?.screen.id ?? page.frame.screen.id
      submit({ screenId, event: 'paywall.checkout', ...(planId ? { planId } : {}) }, { method: 'post', action: formAction })
    },
  })

  const { completed, flush } = actor
  useEffect(() => {
    // Past the last onboarding slide there is nothing left to show here.
    if (completed) void flush().then(() => window.location.assign('/'))
  }, [completed, flush])

  const frame = actor.frame ?? withRefusal(page.frame, refused)
  return <FunnelFrame frame={frame} paywall={page.paywalls[frame.screen.id]} live={actor.live} formAction={formAction} send={actor.send} />
}

function withRefusal(frame: FrameState, refused: FunnelPlayerProps['refused']): FrameState {
  return refused && refused.screenId === frame.screen.id ? { ...frame, error: refused.error } : frame
}
