import type React from 'react'
import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import { buttonClass } from './button'

type Handlers = Partial<Record<number, (error: { status: number; data: unknown }) => React.ReactNode>>

/** Titles a person understands; other statuses keep their number. */
const titles: Partial<Record<number, string>> = { 404: 'Page not found', 429: 'A short pause, please' }
const titleOf = (status: number) => titles[status] ?? 'Something went wrong'

/** The router's own 404 ("Error: No route matches URL …") is developer text; ours are sentences for a person. */
function personMessage(status: number, data: unknown, statusText: string): string {
  const text = typeof data === 'string' ? data.trim() : ''
  if (status === 404 && (!text || /^Error:|No route matches/.test(text)))
    return 'This page does not exist. It may have moved, or the address has a typo.'
  if (text && !/^Error:/.test(text)) return text
  return status >= 500 ? 'Please try again in a moment.' : statusText || 'Please try again in a moment.'
}

/** A page left while the device is offline fails to load its data: that is what to tell the person. */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * The one error view routes re-export. A 4xx shows the server's message (it is written for the
 * visitor); anything else shows a generic apology and logs the details. Every error page offers to
 * try the same page again, and the way home. `inApp` renders it inside the signed-in app's frame
 * (learning/ui/app-error-boundary.tsx): no <main> of its own, home is the app's Home, and a retry
 * offline stays in the app instead of reloading into the browser's offline page.
 */
export function GeneralErrorBoundary({ statusHandlers = {}, inApp = false }: { statusHandlers?: Handlers; inApp?: boolean }) {
  const error = useRouteError()
  const location = useLocation()
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  const here = `${location.pathname}${location.search}`
  const frame = { inApp }

  if (isRouteErrorResponse(error)) {
    const retry = error.status === 404 ? undefined : here
    const custom = statusHandlers[error.status]
    return (
      <ErrorPage {...frame} title={titleOf(error.status)} retry={retry}>
        {custom ? custom(error) : personMessage(error.status, error.data, error.statusText)}
      </ErrorPage>
    )
  }
  if (isOffline())
    return (
      <ErrorPage {...frame} title="You are offline" retry={here} retryInPlace>
        This page needs the internet. Check your connection, then try again — your progress is saved on our side.
      </ErrorPage>
    )
  return (
    <ErrorPage {...frame} title="Something went wrong" retry={here}>
      Please try again in a moment.
    </ErrorPage>
  )
}

function ErrorPage({
  title,
  retry,
  retryInPlace = false,
  inApp,
  children,
}: {
  title: string
  retry?: string
  retryInPlace?: boolean
  inApp: boolean
  children: React.ReactNode
}) {
  const Frame = inApp ? 'div' : 'main'
  return (
    <Frame className={inApp ? 'ui-error-state' : 'error-page ui-error-state'}>
      <h1>{title}</h1>
      {typeof children === 'string' ? <p>{children}</p> : children}
      <div className="ui-error-state__actions">
        {retry ? (
          <Link to={retry} reloadDocument={!retryInPlace} className={buttonClass({ variant: 'primary' })}>
            Try again
          </Link>
        ) : null}
        <Link to={inApp ? '/home' : '/'} className={buttonClass({ variant: retry ? 'secondary' : 'primary' })}>
          {inApp ? 'Go to Home' : 'Back to the home page'}
        </Link>
      </div>
    </Frame>
  )
}
