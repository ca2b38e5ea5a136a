import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { formAction } from '~/http/form.server'
import type { Problem } from '~/http/problem'
import { pageData } from '~/http/route.server'
import { loadPaymentOutcome } from '~/payments/server/payment-outcome.server'
import { payOrder } from '~/payments/server/pay-order.server'

export const meta: MetaFunction = ({ data }) => [
  { title: 'Payment failed' },
  { name: 'robots', content: 'noindex' },
  ...((data as { outcome?: string } | undefined)?.outcome === 'processing' ? [{ httpEquiv: 'refresh', content: '2' } as const] : []),
]

export async function loader({ request }: LoaderFunctionArgs) {
  const view = await pageData(() => loadPaymentOutcome(request))
  if (view.outcome === 'success') throw redirect(`/experiment/success-payment?order=${view.orderId}`)
  return view
}

/** "Try again": a new attempt on the same order, straight to the provider's page. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => redirect(await payOrder(request, context.clientIp), { status: 303 }))
}

export default function FailPayment() {
  const view = useLoaderData<typeof loader>()
  const result = useActionData<{ problem?: Problem }>()
  const navigation = useNavigation()
  if (view.outcome === 'processing') {
    return (
      <main className="auth-page checkout" aria-busy="true">
        <h1>Checking your payment…</h1>
        <p role="status">This usually takes a few seconds. Please keep this page open.</p>
      </main>
    )
  }
  return (
    <main className="auth-page checkout">
      <h1>Payment failed</h1>
      <p role="alert" className="form-error">
        {view.message}
      </p>
      {result?.problem ? <p className="form-error">{result.problem.message}</p> : null}
      <Form method="post" reloadDocument>
        <button type="submit" className="primary" disabled={navigation.state !== 'idle'}>
          Try again
        </button>
      </Form>
      <p className="fineprint">Your plan and price are kept; nothing was charged.</p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
