import type React from 'react'
import { Link } from '@remix-run/react'
import backLinkStyles from './back-link.css?url'

/** An in-page "‹ Back" link to the page above this one (checkout → plans, a settings page → its list). */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link className="back-link" to={to}>
      <link rel="stylesheet" href={backLinkStyles} precedence="default" />
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{children}</span>
    </Link>
  )
}
