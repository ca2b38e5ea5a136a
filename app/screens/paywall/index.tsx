import { useId } from 'react'
import { ActionButton, ScreenActions } from '../shared/actions'
import { AfterArrival } from '../shared/after-arrival'
import { Benefits, Guarantee } from './benefits'
import { ScreenHeading } from '../shared/screen-heading'
import { TestimonialCard } from '../shared/testimonial-card'
import type { ScreenProps } from '../types'
import { Countdown } from './countdown'
import { Faq } from './faq'
import { consentText } from './plan-copy'
import { DiscountBadge } from './discount-badge'
import { PlanList } from './plan-list'

/**
 * Plans and checkout. With `screen.discount` it is the discount paywall: sale prices, a badge and a
 * countdown. Selecting sends `plan.select`; the sticky button sends `paywall.checkout`.
 */
export function PaywallScreen(props: ScreenProps<'Paywall'>) {
  const { screen, view, paywall, send } = props
  const headingId = useId()
  const consentId = useId()
  const reviewsId = useId()
  const faqId = useId()

  if (!paywall || paywall.plans.length === 0) return <PlansUnavailable headingId={headingId} />

  const selected =
    paywall.plans.find((plan) => plan.id === props.selectedPlanId) ?? paywall.plans[paywall.defaultPlanIndex] ?? paywall.plans[0]
  const { discount } = screen
  const reviews = paywall.testimonials.slice(0, 3)

  return (
    <section className="f-screen f-paywall" aria-labelledby={headingId}>
      {discount ? (
        <div className="f-discount">
          <p className="f-discount__title">
            <DiscountBadge plans={paywall.plans} /> {discount.title}
          </p>
          <p className="f-discount__timer">
            Offer ends in <Countdown minutes={discount.expiresInMinutes} />
          </p>
        </div>
      ) : null}
      <ScreenHeading id={headingId} preTitle={view.preTitle} title={view.title ?? ''} description={view.description} />
      <Benefits promiseDays={paywall.projectsPromiseDays} benefits={view.benefits ?? paywall.benefits} />
      <PlanList plans={paywall.plans} selectedPlanId={selected?.id} onSelect={(planId) => send({ type: 'plan.select', planId })} />
      {selected ? (
        <p id={consentId} className="f-fineprint f-consent">
          {consentText(selected)}
        </p>
      ) : null}
      <AfterArrival>
        <Guarantee guarantee={paywall.guarantee} />
        {reviews.length > 0 ? (
          <section className="f-reviews" aria-labelledby={reviewsId}>
            <h2 id={reviewsId} className="f-section-title">
              What our members say
            </h2>
            {reviews.map((testimonial) => (
              <TestimonialCard key={`${testimonial.author}-${testimonial.comment.slice(0, 16)}`} testimonial={testimonial} />
            ))}
          </section>
        ) : null}
        <Faq items={paywall.faq} headingId={faqId} />
      </AfterArrival>
      <ScreenActions>
        <ActionButton
          describedBy={consentId}
          event="paywall.checkout"
          onClick={() => send({ type: 'paywall.checkout', planId: selected?.id })}
        >
          {view.nextButtonTitle ?? 'Get my plan'}
        </ActionButton>
      </ScreenActions>
    </section>
  )
}

function PlansUnavailable({ headingId }: { headingId: string }) {
  return (
    <section className="f-screen f-screen--center" aria-labelledby={headingId}>
      <ScreenHeading
        id={headingId}
        title="Plans are unavailable right now — please refresh"
        description="Refreshing the page usually brings them back."
      />
      <ScreenActions>
        <ActionButton onClick={() => window.location.reload()}>Refresh</ActionButton>
      </ScreenActions>
    </section>
  )
}
