import { Link, useActionData, useLocation } from '@remix-run/react'
import { SignUpForm } from '~/auth'
import type { Problem } from '~/core/problem'

const copy = {
  luck: { title: 'Save your spot', lede: 'Create your account to see your plan and start today.' },
  creator: { title: 'Create your creator account', lede: 'Sign up first — your plan and price come next.' },
} as const

/** /luck/set-email and /creator/set-email: sign up, then the landing's paywall (spec §2 Redirects). */
export function LandingSetEmail({ landing }: { landing: keyof typeof copy }) {
  const result = useActionData<{ problem?: Problem; values?: Record<string, string> }>()
  const { search } = useLocation()
  const paywall = `/${landing}/paywall${search}`
  return (
    <main className="auth-page">
      <h1>{copy[landing].title}</h1>
      <p>{copy[landing].lede}</p>
      <SignUpForm problem={result?.problem} values={result?.values} submitLabel="Continue" />
      <p>
        Already have an account? <Link to={`/auth/signin?redirectTo=${encodeURIComponent(paywall)}`}>Sign in</Link>
      </p>
    </main>
  )
}
