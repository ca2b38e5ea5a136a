import { useId, useState } from 'react'
import { Button, Card, Disclosure, Facts, List, ListRow } from '~/ui'
import { formatPrice, type Currency } from '../../intl/currency'
import { formatDay } from '../rules/billing-dates'
import type { BillingPeriod } from '../rules/period'
import { planChangeTerms } from '../rules/plan-change-terms'
import { PlanSwitch } from './plan-switch'

/** A plan the student may switch to (GET /api/subscription/available-transitions). */
export type PlanChoice = {
  id: string
  name: string
  public_description: string
  prices: { currency: Currency; product_price: number }[]
  billing_period: BillingPeriod
  newPrice: number
}

/**
 * Change plan on a subscription card: the plans of the same family, then a confirm step that says
 * what happens to money and time before anything is charged — the new plan's price today, the
 * current plan kept until its paid time ends, the new plan's start and its next charge — then the
 * switch itself (PlanSwitch).
 */
export function ChangePlan({ endDate, transitions }: { endDate: string; transitions: PlanChoice[] }) {
  const [chosen, setChosen] = useState<PlanChoice | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  if (chosen && confirmed) {
    const terms = planChangeTerms(endDate, chosen)
    return (
      <PlanSwitch
        productId={chosen.id}
        planName={chosen.name}
        startsOn={terms.currentPlanRunsOn ? formatDay(terms.startsAt.toISOString()) : null}
        onCancel={() => {
          setConfirmed(false)
          setChosen(null)
        }}
      />
    )
  }
  if (chosen) return <ConfirmChange plan={chosen} endDate={endDate} onConfirm={() => setConfirmed(true)} onBack={() => setChosen(null)} />
  if (transitions.length === 0) return null
  return (
    <Disclosure summary="Change plan">
      <List>
        {transitions.map((plan) => (
          <ListRow
            key={plan.id}
            title={plan.name}
            meta={plan.public_description}
            end={
              <Button size="small" variant="secondary" onClick={() => setChosen(plan)}>
                Switch to {plan.name}
              </Button>
            }
          />
        ))}
      </List>
    </Disclosure>
  )
}

function ConfirmChange({
  plan,
  endDate,
  onConfirm,
  onBack,
}: {
  plan: PlanChoice
  endDate: string
  onConfirm: () => void
  onBack: () => void
}) {
  const headingId = useId()
  const terms = planChangeTerms(endDate, plan)
  const price = formatPrice(terms.chargedTodayCents, plan.prices[0]!.currency)
  const startsOn = formatDay(terms.startsAt.toISOString())
  const nextCharge = formatDay(terms.nextChargeAt.toISOString())
  return (
    <Card flat aria-labelledby={headingId} className="stack-form plan-change-confirm">
      <h3 id={headingId}>Switch to the {plan.name}</h3>
      <Facts
        label="What the switch does"
        items={[
          { term: 'Charged today', value: `${price} to your saved card` },
          { term: `The ${plan.name} starts`, value: terms.currentPlanRunsOn ? startsOn : 'Today' },
          { term: 'Next charge', value: `${price} on ${nextCharge}` },
        ]}
      />
      <p className="muted">
        {terms.currentPlanRunsOn
          ? `You pay for the ${plan.name} today and keep every day you have already paid for: your current plan runs until ${startsOn}, then the ${plan.name} starts and runs to ${nextCharge}. After that it renews at ${plan.public_description} until you cancel.`
          : `You pay for the ${plan.name} today and it starts now, running to ${nextCharge}. After that it renews at ${plan.public_description} until you cancel.`}
      </p>
      <Button variant="primary" onClick={onConfirm}>
        Confirm — pay {price}
      </Button>
      <Button variant="quiet" onClick={onBack}>
        Keep my current plan
      </Button>
    </Card>
  )
}
