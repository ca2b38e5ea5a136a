import { useCallback, useEffect, useRef, useState } from 'react'
import type { PaywallData } from '~/screens'

/** Where the preview asks for a draft's priced paywalls: a resource route answering plain JSON. */
export const previewPaywallsPath = '/studio-preview/paywalls'

type Paywalls = Record<string, PaywallData>

/**
 * The paywalls of the draft last asked for. Each new draft aborts the request still in flight (the
 * studio sends one per keystroke), and that abort, like one on leaving the page, is swallowed here:
 * a Remix fetcher let its interrupted submits surface as "AbortError: signal is aborted without reason".
 */
export function usePreviewPaywalls(): { paywalls: Paywalls; loaded: boolean; ask: (definition: unknown) => void } {
  const [answer, setAnswer] = useState<{ paywalls: Paywalls }>()
  const inFlight = useRef<AbortController>(undefined)

  useEffect(() => () => inFlight.current?.abort(), [])

  const ask = useCallback((definition: unknown) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    fetch(previewPaywallsPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ definition }),
      signal: controller.signal,
    })
      .then(async (response) => {
        // A draft with problems has no paywalls to show; the studio names its problems itself.
        const paywalls: Paywalls = response.ok ? ((await response.json()) as { paywalls: Paywalls }).paywalls : {}
        if (!controller.signal.aborted) setAnswer({ paywalls })
      })
      .catch(() => {
        // Aborted (a newer draft, or the page left) or offline: the phone keeps the paywalls it has.
      })
  }, [])

  return { paywalls: answer?.paywalls ?? {}, loaded: answer !== undefined, ask }
}
