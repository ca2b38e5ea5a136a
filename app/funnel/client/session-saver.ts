import type { PersistedFunnel } from '@engine/types'

type Target = { funnelId: string; variant?: string; preview: boolean }

/**
 * Saves the engine's progress to the server session shortly after each change, one request at a
 * time and only the latest state; on page hide the last unsaved state goes by beacon, and when the
 * connection comes back whatever was answered offline is sent (a new tab then resumes there).
 */
export function createSessionSaver(target: Target, endpoint = '/api/funnel-session', delayMs = 150) {
  let latest: PersistedFunnel | undefined
  let saved: PersistedFunnel | undefined
  let timer: number | undefined
  let chain: Promise<void> = Promise.resolve()

  const body = (state: PersistedFunnel) =>
    JSON.stringify({
      funnelId: target.funnelId,
      ...(target.variant ? { variant: target.variant } : {}),
      ...(target.preview ? { preview: true } : {}),
      state,
    })

  function flush(): Promise<void> {
    window.clearTimeout(timer)
    chain = chain.then(async () => {
      const state = latest
      if (!state || state === saved) return
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: body(state),
          keepalive: true,
        })
        if (response.ok || response.status === 400) saved = state
      } catch {
        // Kept in sessionStorage meanwhile; the next change, reconnecting or the page-hide beacon tries again.
      }
    })
    return chain
  }

  const resend = () => void flush()
  const beacon = () => {
    if (!latest || latest === saved || typeof navigator.sendBeacon !== 'function') return
    if (navigator.sendBeacon(endpoint, new Blob([body(latest)], { type: 'text/plain' }))) saved = latest
  }

  return {
    save(state: PersistedFunnel) {
      latest = state
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void flush(), delayMs)
    },
    flush,
    start() {
      window.addEventListener('pagehide', beacon)
      window.addEventListener('online', resend)
    },
    stop() {
      window.removeEventListener('pagehide', beacon)
      window.removeEventListener('online', resend)
      // Nothing fires once stopped (the page or the test may be gone): the waiting save goes now.
      window.clearTimeout(timer)
      beacon()
      if (latest !== saved) void flush()
    },
  }
}
