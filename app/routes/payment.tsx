import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { formAction } from '~/http/form.server'
import { pageData } from '~/http/route.server'
import { loadPaymentPage } from '~/payments/server/payment-page.server'
import { payOrder } from '~/payments/server/pay-order.server'
import type { Problem } from '~/http/problem'
import { consentText, renewalLine } from '~/screens/paywall/plan-copy'
import { describePeriod } from '~/payments/rules/period'
import { formatPrice } from '~/payments/rules/currency'

export const meta: MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return pageData(() => loadPaymentPage(request))
}

/** "Pay": a 303 to the provider's payment page (or the local simulator's). */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(async () => redirect(await payOrder(request, context.clientIp), { status: 303 }))
}

export default function Payment() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<{ problem?: Problem }>()
  const navigation = useNavigation()
  const { plan } = page
  if (page.paymentSystem === 'none') {
    return (
      <main className="auth-page checkout">
        <h1>Card payments are paused</h1>
        <p>We saved your plan ({plan.name}). Card payments are not available on the site right now — please come back a little later.</p>
      </main>
    )
  }
  return (
    <main className="auth-page checkout">
      <h1>Checkout</h1>
      {page.failed ? (
        <p role="alert" className="form-error">
          Your last payment did not go through. You can try again with the same or another card.
        </p>
      ) : null}
      {result?.problem ? (
        <p role="alert" className="form-error">
          {result.problem.message}
        </p>
      ) : null}
      <section className="checkout-summary" aria-label="Your plan">
        <p className="checkout-plan">{plan.name}</p>
        <p className="checkout-price">
          <strong>{formatPrice(page.chargeCents, plan.currency)}</strong> for {describePeriod(plan.firstPeriod)}
        </p>
        <p>{renewalLine(plan)}</p>
        {page.email ? <p className="fineprint">Receipt to {page.email}</p> : null}
      </section>
      {/* A native post: the answer is a redirect to the provider's page, which the browser must follow itself. */}
      <Form method="post" reloadDocument className="auth-form">
        <p className="fineprint">{consentText(plan)}</p>
        <button type="submit" className="primary" disabled={navigation.state !== 'idle'}>
          Pay {formatPrice(page.chargeCents, plan.currency)}
        </button>
      </Form>
      <p className="fineprint">You pay on our payment provider’s secure page; we never see your card number.</p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
