import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import { type PaywallPlanView, consentText, firstChargeCents, renewalLine } from '~/screens'
import type { Problem } from '~/core/problem'
import { describePeriod } from '~/payments'
import { formatPrice } from '~/intl/currency'

/** What a signed-in paywall shows; `defaultPlanIndex` -1 preselects nothing. */
export type SignedInPaywall = {
  plans: PaywallPlanView[]
  defaultPlanIndex: number
  subscribed: boolean
  title?: string
  description?: string | null
}

/**
 * /luck/paywall, /creator/paywall and /subscriptions/renew: the signed-in student picks a plan and
 * goes on to /payment.
 */
export function LandingPaywall() {
  const page = useLoaderData<SignedInPaywall>()
  const result = useActionData<{ problem?: Problem }>()
  const navigation = useNavigation()
  const [selectedId, setSelectedId] = useState(page.plans[page.defaultPlanIndex]?.id)
  const selected = page.plans.find((plan) => plan.id === selectedId)

  if (page.subscribed) {
    return (
      <main className="auth-page">
        <h1>You already have full access</h1>
        <p>Your subscription is active. Pick up where you left off.</p>
        <Link className="primary" to="/home">
          Go to my courses
        </Link>
      </main>
    )
  }
  return (
    <main className="auth-page landing-paywall">
      <h1>{page.title ?? 'Choose your plan'}</h1>
      {page.description ? <p>{page.description}</p> : null}
      <Form method="post" className="auth-form">
        {result?.problem ? (
          <p role="alert" className="form-error">
            {result.problem.message}
          </p>
        ) : null}
        <fieldset className="plan-options">
          <legend>Plans</legend>
          {page.plans.map((plan) => (
            <label key={plan.id} className="plan-option">
              <input type="radio" name="planId" value={plan.id} checked={plan.id === selectedId} onChange={() => setSelectedId(plan.id)} />
              <span>
                <strong>{plan.name}</strong> {formatPrice(firstChargeCents(plan), plan.currency)} for {describePeriod(plan.firstPeriod)}
                <br />
                <small>{renewalLine(plan)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {selected ? <p className="fineprint">{consentText(selected)}</p> : null}
        <button type="submit" className="primary" disabled={navigation.state === 'submitting' || !selected}>
          Get my plan
        </button>
      </Form>
    </main>
  )
}
