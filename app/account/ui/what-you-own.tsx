import { Badge, ButtonLink, Card, EmptyState } from '~/ui'
import { formatDay } from '~/payments'
import { type Currency, formatPrice } from '~/intl/currency'
import type { OwnedPack, OwnedPlan, RecentPurchase, WhatYouOwn } from '../rules/what-you-own'

/** "What you own" (issue #46): the plan and each pack, what each gives, how long, and where to use it. */
export function WhatYouOwnList({ own }: { own: WhatYouOwn }) {
  if (!own.plan && own.packs.length === 0) {
    return (
      <EmptyState title="Nothing here yet" action={<ButtonLink to="/subscriptions/renew">Choose a plan</ButtonLink>}>
        When you choose a plan or add a pack, it appears here with what it gives you.
      </EmptyState>
    )
  }
  return (
    <>
      {own.plan ? <PlanCard plan={own.plan} /> : null}
      {own.packs.length > 0 ? (
        <section aria-labelledby="owned-packs-title" className="owned-section">
          <h2 id="owned-packs-title">Packs</h2>
          {own.packs.map((pack) => (
            <PackCard key={pack.pack} pack={pack} />
          ))}
        </section>
      ) : null}
    </>
  )
}

function untilText(plan: OwnedPlan): string {
  if (plan.state === 'ends') return `Cancelled: yours until ${formatDay(plan.until)}, then it ends. Packs stay.`
  if (plan.state === 'retrying') return `Your renewal payment is overdue. You keep full access while we try your card again.`
  if (plan.state === 'paused' && plan.pausedUntil) {
    const renews = plan.renewal ? ` at ${formatPrice(plan.renewal.cents, plan.renewal.currency as Currency)}` : ''
    const paused = Date.parse(plan.until) <= Date.now()
    return paused
      ? `Paused until ${formatDay(plan.pausedUntil)}, when it renews${renews}.`
      : `Yours until ${formatDay(plan.until)}, then paused until ${formatDay(plan.pausedUntil)}, when it renews${renews}.`
  }
  return plan.renewal
    ? `Renews on ${formatDay(plan.until)} at ${formatPrice(plan.renewal.cents, plan.renewal.currency as Currency)}`
    : `Renews on ${formatDay(plan.until)}`
}

function PlanCard({ plan }: { plan: OwnedPlan }) {
  return (
    <Card aria-labelledby="owned-plan-title" className="owned-card">
      <div className="owned-card__title">
        <h2 id="owned-plan-title">{plan.name}</h2>
        <Badge tone={plan.state === 'renews' ? 'success' : 'neutral'}>Plan</Badge>
      </div>
      <p className="muted">{untilText(plan)}</p>
      <ul className="owned-card__gives" aria-label={`What ${plan.name} includes`}>
        {plan.gives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="owned-card__actions">
        <ButtonLink to={plan.use.href} variant="secondary">
          {plan.use.label}
        </ButtonLink>
        <ButtonLink to="/profile/settings/subscriptions" variant="quiet">
          Manage your plan
        </ButtonLink>
      </div>
    </Card>
  )
}

function PackCard({ pack }: { pack: OwnedPack }) {
  const titleId = `owned-${pack.pack}`
  return (
    <Card aria-labelledby={titleId} className="owned-card">
      <div className="owned-card__title">
        <h3 id={titleId}>{pack.name}</h3>
        {pack.confirming ? <Badge tone="neutral">Confirming payment</Badge> : <Badge tone="success">Yours</Badge>}
      </div>
      <ul className="owned-card__gives" aria-label={`What the ${pack.name} gives`}>
        {pack.gives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="muted">
        {pack.lasts}. Bought on {formatDay(pack.boughtAt)}.
      </p>
      {pack.confirming ? null : (
        <div className="owned-card__actions">
          <ButtonLink to={pack.use.href}>{pack.use.label}</ButtonLink>
        </div>
      )}
    </Card>
  )
}

/** Home's card for a week after a pack was bought: what was bought, where to use it, and the way to all you own. */
export function RecentPurchaseCard({ purchase }: { purchase: RecentPurchase }) {
  return (
    <Card aria-labelledby="recent-purchase-title" className="owned-card recent-purchase">
      <h2 id="recent-purchase-title">Your {purchase.name} is ready</h2>
      <ul className="owned-card__gives">
        {purchase.gives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="owned-card__actions">
        <ButtonLink to={purchase.use.href}>{purchase.use.label}</ButtonLink>
        <ButtonLink to="/profile/owned" variant="secondary">
          See what you own
        </ButtonLink>
      </div>
    </Card>
  )
}
