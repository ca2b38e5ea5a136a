import { formatDay } from '~/payments/rules/billing-dates'
import { formatPrice } from '~/intl/currency'
import type { Receipt } from '~/payments/server/receipt.server'
import { cardText } from '~/payments/rules/transaction-label'

/** What the buyer paid for, in their words: plan, amount, card, next charge and where the receipt went. */
export function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const card = cardText(receipt.cardLast4)
  return (
    <section className="money-card" aria-label="Receipt">
      <p className="money-kicker">Receipt</p>
      <dl className="money-rows">
        <div>
          <dt>Plan</dt>
          <dd>{receipt.planName}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            {formatPrice(receipt.amountCents, receipt.currency)}
            {receipt.paidAt ? ` on ${formatDay(receipt.paidAt)}` : ''}
          </dd>
        </div>
        {card ? (
          <div>
            <dt>Card</dt>
            <dd>{card}</dd>
          </div>
        ) : null}
        {receipt.nextChargeAt && receipt.nextChargeCents ? (
          <div>
            <dt>Next charge</dt>
            <dd>
              {formatPrice(receipt.nextChargeCents, receipt.currency)} on {formatDay(receipt.nextChargeAt)}
            </dd>
          </div>
        ) : null}
      </dl>
      {receipt.email ? <p className="money-note">Receipt sent to {receipt.email}</p> : null}
    </section>
  )
}

/** A calm tick above the success heading (decorative). */
export function SuccessMark() {
  return (
    <svg className="money-mark" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="var(--money-ok-soft, #dcfce7)" />
      <path
        d="M15 24.5l6 6 12-13"
        fill="none"
        stroke="var(--money-ok, #15803d)"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
