import { Card } from '~/ui'
import { formatDay } from '~/payments/rules/billing-dates'
import { cardText } from '~/payments/rules/transaction-label'
import type { PaymentMethodView } from '~/payments/server/payment-method.server'

/** The saved card renewals, add-ons and plan changes charge, and when it is charged next. */
export function PaymentMethodCard({ method }: { method: PaymentMethodView }) {
  if (!method.card) {
    return (
      <Card>
        <p>No card is saved for your plan. Your next payment is made on our payment provider’s secure page.</p>
      </Card>
    )
  }
  const brand = method.card.brand ? `${method.card.brand[0]!.toUpperCase()}${method.card.brand.slice(1)}` : 'Card'
  return (
    <Card aria-label="Saved card">
      <h2>
        {brand} {cardText(method.card.last4)}
      </h2>
      <p>
        Renewals, add-ons and plan changes are charged to this card
        {method.nextChargeAt ? `; the next renewal is on ${formatDay(method.nextChargeAt)}` : ''}.
      </p>
      <p className="fineprint">The card is kept by our payment provider; we store only its last four digits.</p>
    </Card>
  )
}
