import type { HeadersFunction } from '@remix-run/node'

/**
 * The `headers` export of a page whose form a limit can refuse (a 429 from formAction, or a thrown
 * one): Remix hands an action's or loader's headers to the answer only through this export, so
 * without it the refusal would lose its Retry-After. `own` gives the page's other headers.
 */
export function keepRetryAfter(own?: HeadersFunction): HeadersFunction {
  return (args) => {
    const headers = new Headers(own ? (typeof own === 'function' ? own(args) : own) : args.parentHeaders)
    const retryAfter = [args.errorHeaders, args.actionHeaders, args.loaderHeaders].map((given) => given?.get('Retry-After')).find(Boolean)
    if (retryAfter) headers.set('Retry-After', retryAfter)
    return headers
  }
}

/** For a page with no headers of its own. */
export const retryAfterHeaders = keepRetryAfter()
