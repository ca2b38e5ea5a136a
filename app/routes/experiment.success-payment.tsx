import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageData } from '~/http/route.server'
import { loadPaymentOutcome } from '~/payments/index.server'
import { MoneyPage, ReceiptCard, SuccessMark } from '~/payments'
import { ButtonLink } from '~/ui'

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
  if (view.outcome === 'processing' || !view.receipt) {
    return (
      <MoneyPage busy>
        <h1>Confirming your payment…</h1>
        <p role="status">This usually takes a few seconds. Please keep this page open.</p>
      </MoneyPage>
    )
  }
  const signedIn = view.nextHref === '/home'
  return (
    <MoneyPage>
      <SuccessMark />
      <h1>Payment successful</h1>
      <p role="status" className="money-lead">
        Thank you! Your {view.receipt.planName} is active.
      </p>
      <ReceiptCard receipt={view.receipt} />
      <ButtonLink to={view.nextHref} variant="primary" block>
        {signedIn ? 'Start learning' : 'Create your account'}
      </ButtonLink>
    </MoneyPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
