import { BackLink } from './back-link'

/** The way back from checkout (or a failed payment) to the plans the buyer chose from. */
export function BackToPlans({ href, label = 'Back to plans' }: { href: string; label?: string }) {
  return <BackLink to={href}>{label}</BackLink>
}
