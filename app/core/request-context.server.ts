/**
 * What one request reads once, however many loaders and helpers ask: the host puts a fresh
 * context into Remix's load context for every request (host/http-app.ts), and the root loader,
 * the page's loader and the helpers they call share what it holds — the session, the student's
 * enrolments, their flags. Nothing outlives the request, so nothing needs invalidating.
 *
 * A form post is the exception: its action may change the account or its progress before the
 * page's loaders run in the same request, so for anything but GET and HEAD every read is made anew.
 */
export type RequestContext = {
  /** `read()` once per key for this request; later callers get the same promise. */
  once<T>(key: string, read: () => Promise<T>): Promise<T>
  /** A page request (GET or HEAD): a student's reads kept from earlier requests may serve it (student-data.server.ts). */
  readonly pageRequest: boolean
}

export function createRequestContext(method: string): RequestContext {
  if (method !== 'GET' && method !== 'HEAD') return { once: (_key, read) => read(), pageRequest: false }
  const kept = new Map<string, Promise<unknown>>()
  return {
    pageRequest: true,
    once<T>(key: string, read: () => Promise<T>): Promise<T> {
      let value = kept.get(key) as Promise<T> | undefined
      if (!value) {
        value = read()
        kept.set(key, value)
      }
      return value
    },
  }
}

/** For callers without a load context (resource routes called directly, tests): every read is its own. */
export const noRequestContext: RequestContext = { once: (_key, read) => read(), pageRequest: false }

/** The request context Remix passes to loaders and actions, or none when the caller has none. */
export function requestContextOf(context: { requestContext?: RequestContext } | undefined): RequestContext {
  return context?.requestContext ?? noRequestContext
}
