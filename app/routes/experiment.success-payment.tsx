import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageData } from '~/http/route.server'
import { loadPaymentOutcome } from '~/payments/server/payment-outcome.server'

export const meta: MetaFunction = ({ data }) => [
  { title: 'Payment' },
  { name: 'robots', content: 'noindex' },
  // While the provider's confirmation is on its way the page reloads itself (no script needed).
  ...((data as { outcome?: string } | undefined)?.outcome === 'processing' ? [{ httpEquiv: 'refresh', content: '2' } as const] : []),
]

export async function loader({ request }: LoaderFunctionArgs) {
  const view = await pageData(() => loadPaymentOutcome(request))
  if (view.outcome === 'fail') throw redirect(`/experiment/fail-payment?order=${view.orderId}`)
  return view
}

export default function SuccessPayment() {
  const view = useLoaderData<typeof loader>()
  if (view.outcome === 'processing') {
    return (
      <main className="auth-page checkout" aria-busy="true">
        <h1>Confirming your payment…</h1>
        <p role="status">This usually takes a few seconds. Please keep this page open.</p>
      </main>
    )
  }
  const signedIn = view.nextHref === '/home'
  return (
    <main className="auth-page checkout">
      <h1>Payment successful</h1>
      <p role="status">Thank you! Your plan is active.</p>
      <Link className="primary" to={view.nextHref}>
        {signedIn ? 'Start learning' : 'Create your account'}
      </Link>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
