import type React from 'react'
import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'

type Handlers = Partial<Record<number, (error: { status: number; data: unknown }) => React.ReactNode>>

/** Titles a person understands; other statuses keep their number. */
const titles: Partial<Record<number, string>> = { 404: 'Page not found', 429: 'A short pause, please' }
const titleOf = (status: number) => titles[status] ?? `Error ${status}`

/**
 * The one error view routes re-export. A 4xx shows the server's message (it is written for the
 * visitor); anything else shows a generic apology and logs the details. A 429 (too busy) offers to
 * try the same page again.
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Handlers }) {
  const error = useRouteError()
  const location = useLocation()
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)

  let title = 'Something went wrong'
  let message: React.ReactNode = 'Please try again in a moment.'
  if (isRouteErrorResponse(error)) {
    const retry = error.status === 429 ? `${location.pathname}${location.search}` : undefined
    const custom = statusHandlers[error.status]
    if (custom)
      return (
        <ErrorPage title={titleOf(error.status)} retry={retry}>
          {custom(error)}
        </ErrorPage>
      )
    title = titleOf(error.status)
    message = typeof error.data === 'string' && error.data ? error.data : error.statusText
    return (
      <ErrorPage title={title} retry={retry}>
        {message}
      </ErrorPage>
    )
  }
  return <ErrorPage title={title}>{message}</ErrorPage>
}

function ErrorPage({ title, retry, children }: { title: string; retry?: string; children: React.ReactNode }) {
  return (
    <main className="error-page">
      <h1>{title}</h1>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {retry ? (
        <p>
          <Link to={retry} reloadDocument className="primary">
            Try again
          </Link>
        </p>
      ) : null}
      <Link to="/">Back to the home page</Link>
    </main>
  )
}
