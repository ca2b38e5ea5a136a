import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { formAction } from '~/http/form.server'
import { pageData } from '~/http/route.server'
import { loadPaymentPage, payOrder } from '~/payments/index.server'
import type { Problem } from '~/core/problem'
import { consentText } from '~/screens'
import { checkoutSummary, MoneyPage, BackToPlans, CheckoutTrust } from '~/payments'
import { Button } from '~/ui'

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
      <MoneyPage>
        <BackToPlans href={page.backHref} />
        <h1>Card payments are paused</h1>
        <p>We saved your plan ({plan.name}). Card payments are not available on the site right now — please come back a little later.</p>
      </MoneyPage>
    )
  }
  const summary = checkoutSummary(plan, page.chargeCents)
  return (
    <MoneyPage>
      <BackToPlans href={page.backHref} />
      <h1>Checkout</h1>
      {page.failed ? (
        <p role="alert" className="money-alert">
          Your last payment did not go through. You can try again with the same or another card.
        </p>
      ) : null}
      {result?.problem ? (
        <p role="alert" className="money-alert">
          {result.problem.message}
        </p>
      ) : null}
      <section className="money-card" aria-label="Your plan">
        <p className="money-kicker">Your plan</p>
        <h2 className="money-plan">{plan.name}</h2>
        <p className="money-price">
          <strong>{summary.now}</strong> <span>{summary.nowFor}</span>
        </p>
        {summary.later ? <p className="money-later">{summary.later}</p> : null}
        <p className="money-note">{summary.billing}</p>
        {page.email ? <p className="money-note">Receipt to {page.email}</p> : null}
      </section>
      {/* A native post: the answer is a redirect to the provider's page, which the browser must follow itself. */}
      <Form method="post" reloadDocument className="money-pay">
        <p className="money-note">{consentText(plan, page.chargeCents)}</p>
        <Button type="submit" variant="primary" block disabled={navigation.state !== 'idle'}>
          Pay {summary.now}
        </Button>
      </Form>
      <CheckoutTrust />
    </MoneyPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
