import type React from 'react'
import { Link } from '@remix-run/react'
import { ChevronLeft } from 'lucide-react'

/** A page's title, with the way back in the app (`back`) and a line under it. */
export function PageHeader({
  title,
  back,
  children,
}: {
  title: React.ReactNode
  back?: { to: string; label: string }
  children?: React.ReactNode
}) {
  return (
    <header className="ui-page-header">
      {back ? <BackLink {...back} /> : null}
      <h1>{title}</h1>
      {children ? <p>{children}</p> : null}
    </header>
  )
}

/** The in-app way back, for pages whose title is their own (course, topic). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className="ui-page-header__back" to={to} prefetch="intent">
      <ChevronLeft size={18} aria-hidden="true" />
      {label}
    </Link>
  )
}
