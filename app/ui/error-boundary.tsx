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

/**
 * The one error view routes re-export. A 4xx shows the server's message (it is written for the
 * visitor); anything else shows a generic apology and logs the details. Every error page offers to
 * try the same page again, and the way home.
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Handlers }) {
  const error = useRouteError()
  const location = useLocation()
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  const here = `${location.pathname}${location.search}`

  if (isRouteErrorResponse(error)) {
    const retry = error.status === 404 ? undefined : here
    const custom = statusHandlers[error.status]
    return (
      <ErrorPage title={titleOf(error.status)} retry={retry}>
        {custom ? custom(error) : personMessage(error.status, error.data, error.statusText)}
      </ErrorPage>
    )
  }
  return (
    <ErrorPage title="Something went wrong" retry={here}>
      Please try again in a moment.
    </ErrorPage>
  )
}

function ErrorPage({ title, retry, children }: { title: string; retry?: string; children: React.ReactNode }) {
  return (
    <main className="error-page ui-error-state">
      <h1>{title}</h1>
      {typeof children === 'string' ? <p>{children}</p> : children}
      <div className="ui-error-state__actions">
        {retry ? (
          <Link to={retry} reloadDocument className={buttonClass({ variant: 'primary' })}>
            Try again
          </Link>
        ) : null}
        <Link to="/" className={buttonClass({ variant: retry ? 'secondary' : 'primary' })}>
          Back to the home page
        </Link>
      </div>
    </main>
  )
}
