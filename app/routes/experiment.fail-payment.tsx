import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { formAction } from '~/http/form.server'
import type { Problem } from '~/core/problem'
import { pageData } from '~/http/route.server'
import { loadPaymentOutcome, payOrder } from '~/payments/index.server'
import { MoneyPage, BackToPlans, CheckoutTrust } from '~/payments'
import { Button } from '~/ui'

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
      <MoneyPage busy>
        <h1>Checking your payment…</h1>
        <p role="status">This usually takes a few seconds. Please keep this page open.</p>
      </MoneyPage>
    )
  }
  return (
    <MoneyPage>
      <h1>Your payment didn’t go through</h1>
      <div className="money-card money-card-warn">
        <p role="alert" className="money-reason">
          {view.message}
        </p>
        {result?.problem ? <p className="money-reason">{result.problem.message}</p> : null}
        <p className="money-note">Nothing was charged. Your plan and price are kept for you.</p>
      </div>
      <Form method="post" reloadDocument className="money-pay">
        <Button type="submit" variant="primary" block disabled={navigation.state !== 'idle'}>
          Try again
        </Button>
      </Form>
      <BackToPlans href={view.backHref ?? '/'} label="Choose another plan" />
      <CheckoutTrust />
    </MoneyPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
