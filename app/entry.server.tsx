import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { documentStream } from './http/document-stream.server'
import { NonceContext } from './http/nonce-context'

// What host/page-cache.ts asks the app: which pages a new visitor may be served from memory.
export { pageCachePolicy } from './page-cache-policy.server'
// The host's one door into the product: start-up, background work, request guards, simulators' port (decision 036).
export { hostPort } from './host-port.server'

const abortDelay = 5_000

/**
 * Remix's default document renderer, except that every script carries this response's CSP nonce
 * (host/security-headers.ts makes one per request).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? ''
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Cleared once everything has rendered: a pending timer keeps the whole render alive for
    // abortDelay, ~1,500 finished pages at 300 req/s for the collector to walk.
    const abortTimer = setTimeout(() => abort(), abortDelay)
    const ready = () => {
      shellRendered = true
      const body = documentStream()
      headers.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={abortDelay} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        ...(waitForAll ? {} : { onShellReady: ready }),
        onAllReady() {
          clearTimeout(abortTimer)
          if (waitForAll) ready()
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
