import { useId } from 'react'
import { useFormFallback } from '../shared/form-fallback'
import { discountPercentOf } from '@schemas/funnel/discount-truth'
import { describePeriod } from '~/payments'
import { formatPrice } from '../../intl/currency'
import type { PaywallPlanView } from '../types'
import { firstChargeCents, renewalLine } from './plan-copy'

type PlanListProps = {
  plans: readonly PaywallPlanView[]
  selectedPlanId?: string
  onSelect: (planId: string) => void
}

/** The plans as native radio buttons (arrow keys and form semantics for free). */
export function PlanList({ plans, selectedPlanId, onSelect }: PlanListProps) {
  const groupName = useId()
  // In the player the chosen plan is also a field of its form, for a checkout without JavaScript.
  const fallback = useFormFallback()
  const name = fallback ? 'planId' : groupName
  return (
    <fieldset className="f-plans">
      <legend className="f-plans__legend">Choose your plan</legend>
      {plans.map((plan) => {
        const checked = plan.id === selectedPlanId
        // The badge is what this plan's prices give, never the copy's claim.
        const percentOff = discountPercentOf({ firstPeriodCents: plan.firstPriceCents, salePriceCents: plan.salePriceCents })
        const onSale = percentOff > 0
        return (
          <label key={plan.id} className="f-plan" data-selected={checked || undefined}>
            <input
              className="f-plan__radio"
              type="radio"
              name={name}
              form={fallback?.formId}
              value={plan.id}
              checked={checked}
              onChange={() => onSelect(plan.id)}
            />
            <span className="f-plan__body">
              <span className="f-plan__name">
                {plan.name}
                {onSale ? <span className="f-badge">-{percentOff}%</span> : null}
              </span>
              <span className="f-plan__price">
                {onSale ? (
                  <s className="f-plan__was">
                    <span className="f-sr-only">Was </span>
                    {formatPrice(plan.firstPriceCents, plan.currency)}
                  </s>
                ) : null}
                <strong className="f-plan__now">
                  {onSale ? <span className="f-sr-only">now </span> : null}
                  {formatPrice(firstChargeCents(plan), plan.currency)}
                </strong>
                <span className="f-plan__period"> for {describePeriod(plan.firstPeriod)}</span>
              </span>
              <span className="f-plan__renewal">{renewalLine(plan)}</span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
