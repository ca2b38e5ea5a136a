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
      {back ? (
        <Link className="ui-page-header__back" to={back.to} prefetch="intent">
          <ChevronLeft size={18} aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <h1>{title}</h1>
      {children ? <p>{children}</p> : null}
    </header>
  )
}
