import type React from 'react'
import { BrandedFrame, Card } from '~/ui'
import accountStyles from './account.css?url'

/**
 * The account steps (after checkout: confirm the email, create a password; the password reset: ask
 * for a code, enter it, set a new password; sign-in and sign-up) in the branded frame: the step's
 * title and one card with its form. Its stylesheet is hoisted by React, so only these pages load it.
 */
export function AccountStep({
  title,
  step,
  intro,
  problem,
  children,
  footer,
}: {
  title: string
  /** "Step 1 of 2", where the step is one of a known few. */
  step?: string
  intro?: React.ReactNode
  /** A message about the whole form (not one field). */
  problem?: string
  children: React.ReactNode
  footer?: React.ReactNode
}) {
  return (
    <BrandedFrame className="account-main">
      <link rel="stylesheet" href={accountStyles} precedence="default" />
      <div className="account-title">
        {step ? <p className="account-step">{step}</p> : null}
        <h1>{title}</h1>
        {intro ? <p className="account-intro">{intro}</p> : null}
      </div>
      <Card>
        {problem ? (
          <p role="alert" className="account-alert">
            {problem}
          </p>
        ) : null}
        {children}
      </Card>
      {footer ? <div className="account-footer">{footer}</div> : null}
    </BrandedFrame>
  )
}

/** The form's message about itself, from a refused submission: the server's words, or a plain fallback. */
export function formProblem(problem: { message?: string; fieldErrors?: unknown } | undefined): string | undefined {
  if (!problem || problem.fieldErrors) return undefined
  return problem.message || 'Something went wrong. Please try again.'
}

/** One field's messages as one line. */
export const fieldError = (messages?: string[]) => (messages?.length ? messages.join(' ') : undefined)
