import type React from 'react'
import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'

type Handlers = Partial<Record<number, (error: { status: number; data: unknown }) => React.ReactNode>>

/**
 * The one error view routes re-export. A 4xx shows the server's message (it is written for the
 * visitor); anything else shows a generic apology and logs the details.
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Handlers }) {
  const error = useRouteError()
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)

  let title = 'Something went wrong'
  let message: React.ReactNode = 'Please try again in a moment.'
  if (isRouteErrorResponse(error)) {
    const custom = statusHandlers[error.status]
    if (custom) return <ErrorPage title={error.status === 404 ? 'Page not found' : `Error ${error.status}`}>{custom(error)}</ErrorPage>
    title = error.status === 404 ? 'Page not found' : `Error ${error.status}`
    message = typeof error.data === 'string' && error.data ? error.data : error.statusText
  }
  return <ErrorPage title={title}>{message}</ErrorPage>
}

function ErrorPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="error-page">
      <h1>{title}</h1>
      {typeof children === 'string' ? <p>{children}</p> : children}
      <Link to="/">Back to the home page</Link>
    </main>
  )
}
