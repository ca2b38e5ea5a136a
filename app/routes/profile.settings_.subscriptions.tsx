import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { z } from 'zod'
import { AppShell } from '~/learning/ui/app-shell'
import { formatDay } from '~/payments/rules/billing-dates'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { formAction, formObject } from '~/http/form.server'
import { parseOrProblem, type Problem } from '~/http/problem'
import { pageData } from '~/http/route.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import { requireStudent } from '~/auth/server/session.server'
import { cancelSubscription, listSubscriptions, type SubscriptionView } from '~/payments/server/billing.server'
import { listTransitions, type PlanView } from '~/payments/server/plan-change.server'
import { PlanSwitch } from '~/payments/ui/plan-switch'
import { listAddOns } from '~/payments/server/upsells.server'
import { formatPrice } from '~/payments/rules/currency'
import { ID_PATTERN } from '../../schemas/id'

export const meta: MetaFunction = () => [{ title: 'Subscriptions' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  return pageData(async () => {
    const [subscriptions, transitions, addOns] = await Promise.all([listSubscriptions(student), listTransitions(student), listAddOns(student)])
    return { subscriptions, transitions, addOns }
  })
}

const cancelForm = z.object({ subscriptionId: z.string().regex(ID_PATTERN, 'Choose a subscription.') })

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => {
    const { subscriptionId } = parseOrProblem(cancelForm, await formObject(request), 'Cancel subscription')
    await refuseForeignIds({ subscriptionId }, { title: 'Cancel subscription', message: 'Choose a subscription.' })
    return { cancelled: await cancelSubscription(student, subscriptionId) }
  })
}

export default function Subscriptions() {
  const { subscriptions, transitions } = useLoaderData<typeof loader>()
  const result = useActionData<{ problem?: Problem; cancelled?: SubscriptionView }>()
  return (
    <AppShell title="Subscriptions">
      {result?.cancelled ? (
        <p role="status" className="card">
          Cancelled. You keep full access until {formatDay(result.cancelled.endDate)}; nothing more will be charged.
        </p>
      ) : null}
      {result?.problem ? (
        <p role="alert" className="form-error">
          {result.problem.message}
        </p>
      ) : null}
      {subscriptions.length === 0 ? <p className="card">You have no subscriptions yet.</p> : null}
      {subscriptions.length > 0 &&
      !subscriptions.some(
        (subscription) => subscription.status === 'active' || subscription.status === 'redemption' || subscription.status === 'cancelled',
      ) ? (
        <p className="card">
          Your access has ended. <Link to="/subscriptions/renew">Renew your access</Link>
        </p>
      ) : null}
      {subscriptions.map((subscription) => (
        <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} transitions={transitions} />
      ))}
      <p>
        <Link to="/profile/settings/billing-history">Billing history</Link>
      </p>
    </AppShell>
  )
}

const statusText: Record<SubscriptionView['status'], string> = {
  active: 'Active',
  redemption: 'Payment overdue',
  cancelled: 'Cancelled',
  expired: 'Ended',
}

function SubscriptionCard({ subscription, transitions }: { subscription: SubscriptionView; transitions: PlanView[] }) {
  const navigation = useNavigation()
  const live = subscription.status === 'active' || subscription.status === 'redemption'
  return (
    <section className="card stack-form" aria-label={subscription.planName}>
      <h2>{subscription.planName}</h2>
      <p>Status: {statusText[subscription.status]}</p>
      {subscription.status === 'redemption' ? (
        <p role="status">
          We could not take your renewal payment. You keep full access while we try your card again
          {subscription.nextRetryAt ? ` on ${formatDay(subscription.nextRetryAt)}` : ''}.
        </p>
      ) : null}
      {live && subscription.renewalCents ? (
        <p>
          Next charge: {formatPrice(subscription.renewalCents, subscription.currency)} on {formatDay(subscription.endDate)}
        </p>
      ) : (
        <p>Access until {formatDay(subscription.endDate)}</p>
      )}
      {live && transitions.length > 0 ? <ChangePlan subscription={subscription} transitions={transitions} /> : null}
      {live ? (
        <details>
          <summary>Cancel subscription</summary>
          <p>No further charges. You keep access until {formatDay(subscription.endDate)}.</p>
          <Form method="post">
            <input type="hidden" name="subscriptionId" value={subscription.subscriptionId} />
            <button type="submit" disabled={navigation.state === 'submitting'}>
              Confirm cancellation
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  )
}

/**
 * Switching is honest about money: the new plan's price is charged now, and the time already paid
 * for is kept — the new plan's first period starts when the current one ends.
 */
function ChangePlan({ subscription, transitions }: { subscription: SubscriptionView; transitions: PlanView[] }) {
  const [chosen, setChosen] = useState<PlanView | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  if (chosen && confirmed)
    return (
      <PlanSwitch
        productId={chosen.id}
        planName={chosen.name}
        onCancel={() => {
          setConfirmed(false)
          setChosen(null)
        }}
      />
    )
  if (chosen) {
    const price = formatPrice(chosen.newPrice, chosen.prices[0]!.currency)
    return (
      <div className="card stack-form" aria-label="Confirm plan change">
        <p>
          Switch to the {chosen.name}: {price} is charged now to your saved card. You keep the time you have paid for: the {chosen.name}{' '}
          starts on {formatDay(subscription.endDate)} and then renews at {chosen.public_description}.
        </p>
        <button type="button" className="primary" onClick={() => setConfirmed(true)}>
          Confirm — pay {price}
        </button>
        <button type="button" className="link-button" onClick={() => setChosen(null)}>
          Keep my current plan
        </button>
      </div>
    )
  }
  return (
    <details>
      <summary>Change plan</summary>
      <ul className="plan-options">
        {transitions.map((plan) => (
          <li key={plan.id}>
            <strong>{plan.name}</strong> — {plan.public_description}{' '}
            <button type="button" onClick={() => setChosen(plan)}>
              Switch to {plan.name}
            </button>
          </li>
        ))}
      </ul>
    </details>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
