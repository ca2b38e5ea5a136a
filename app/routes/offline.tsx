import type { HeadersFunction, MetaFunction } from '@remix-run/node'

/**
 * The page the service worker shows when a page cannot be fetched (app/pwa). The worker caches it
 * once, fetched without a session, and serves it at whatever address failed, so it is the same for
 * everyone and runs no framework scripts (they would try to hydrate it as that other address).
 * "Try again" is a link to the current address: `href=""` reloads it, query string included.
 */
export const handle = { hydrate: false }

export const meta: MetaFunction = () => [{ title: 'You are offline · AI Learning' }]

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-cache' })

export default function Offline() {
  return (
    <main className="auth-page offline-page">
      <svg className="offline-illustration" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
        <path d="M30 62a18 18 0 0 1 2-36 26 26 0 0 1 50 6 15 15 0 0 1 6 30z" fill="#ede9fe" stroke="#6d28d9" strokeWidth="4" />
        <path d="M24 14l72 56" stroke="#0f172a" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h1>You are offline</h1>
      <p>This page needs the internet. Check your connection, then try again — your progress is saved on our side.</p>
      {/* The empty address is the current one, whichever page failed: the point of "Try again". */}
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
      <a className="primary" href="">
        Try again
      </a>
    </main>
  )
}
