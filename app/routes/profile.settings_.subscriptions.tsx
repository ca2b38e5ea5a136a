import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Badge, Button, ButtonLink, Card, EmptyState, List, ListRow, PageHeader } from '~/ui'
import { ChangePlan, ManagePaymentMethod, formatDay, pauseState } from '~/payments'
import { z } from 'zod'
import { AppShell, AppErrorBoundary } from '~/shell'
import { formAction, formObject } from '~/http/form.server'
import { parseOrProblem, type Problem } from '~/core/problem'
import { pageData } from '~/http/route.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import { requireStudent } from '~/core/session.server'
import {
  cancelSubscription,
  endPause,
  listSubscriptions,
  resumeSubscription,
  type SubscriptionView,
  listTransitions,
  type PlanView,
  listAddOns,
} from '~/payments/index.server'
import { formatPrice } from '~/intl/currency'
import { ID_PATTERN } from '@schemas/id'

export const meta: MetaFunction = () => [{ title: 'Subscriptions' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(async () => {
    const [subscriptions, transitions, addOns] = await Promise.all([
      listSubscriptions(student),
      listTransitions(student),
      listAddOns(student),
    ])
    // The server's clock, so the page and its hydration agree on which subscriptions still run.
    return { subscriptions, transitions, addOns, now: new Date().toISOString() }
  })
}

const subscriptionForm = z.object({
  intent: z.enum(['cancel', 'resume', 'end-pause']).default('cancel'),
  subscriptionId: z.string().regex(ID_PATTERN, 'Choose a subscription.'),
})

/** Cancel (the form's default intent), resume a subscription, or end its pause; Remix reads the page again after each. */
export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => {
    const { intent, subscriptionId } = parseOrProblem(subscriptionForm, await formObject(request), 'Subscription')
    await refuseForeignIds({ subscriptionId }, { title: 'Subscription', message: 'Choose a subscription.' })
    if (intent === 'resume') return { resumed: await resumeSubscription(student, subscriptionId) }
    if (intent === 'end-pause') return { unpaused: await endPause(student, subscriptionId) }
    return { cancelled: await cancelSubscription(student, subscriptionId) }
  })
}

export default function Subscriptions() {
  const { subscriptions, transitions, addOns, now } = useLoaderData<typeof loader>()
  const result = useActionData<{
    problem?: Problem
    cancelled?: SubscriptionView
    resumed?: SubscriptionView
    unpaused?: SubscriptionView
  }>()
  return (
    <AppShell>
      <PageHeader title="Subscriptions" back={{ to: '/profile/settings', label: 'Settings' }} />
      <div className="page-stack">
        {result?.cancelled ? (
          <Card role="status">
            Cancelled. You keep full access until {formatDay(result.cancelled.endDate)}; nothing more will be charged.
          </Card>
        ) : null}
        {result?.resumed ? (
          <Card role="status">
            Resumed. Your {result.resumed.planName} continues: it renews on {formatDay(result.resumed.endDate)}.
          </Card>
        ) : null}
        {result?.unpaused ? (
          <Card role="status">
            Your {result.unpaused.planName} is no longer paused
            {result.unpaused.status === 'active' ? `: it renews on ${formatDay(result.unpaused.endDate)}` : ''}.
          </Card>
        ) : null}
        {result?.problem ? (
          <p role="alert" className="form-error">
            {result.problem.message}
          </p>
        ) : null}
        {subscriptions.length === 0 ? <EmptyState title="No subscriptions yet">When you choose a plan, it appears here.</EmptyState> : null}
        {subscriptions.length > 0 &&
        !subscriptions.some(
          (subscription) => subscription.status === 'active' || subscription.status === 'redemption' || subscription.status === 'cancelled',
        ) ? (
          <Card>
            <p>Your access has ended.</p>
            <ButtonLink to="/subscriptions/renew">Renew your access</ButtonLink>
          </Card>
        ) : null}
        {subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} transitions={transitions} now={now} />
        ))}
        {addOns.length > 0 ? (
          <section aria-labelledby="add-ons-title" className="add-ons">
            <h2 id="add-ons-title">Add-ons</h2>
            <List>
              {addOns.map((addOn) => (
                <ListRow
                  key={addOn.pack}
                  title={addOn.name}
                  meta={`${formatPrice(addOn.amountCents, addOn.currency)} · bought on ${formatDay(addOn.boughtAt)}`}
                  end={addOn.state === 'owned' ? <Badge tone="success">Yours to keep</Badge> : <Badge tone="neutral">Confirming</Badge>}
                  // What it gives and where to use it are in What you own (issue #46).
                  to="/profile/owned"
                />
              ))}
            </List>
          </section>
        ) : null}
        <List>
          <ListRow title="Billing history" meta="Every payment, with its receipt details" to="/profile/settings/billing-history" />
        </List>
      </div>
    </AppShell>
  )
}

const statusText: Record<SubscriptionView['status'], string> = {
  active: 'Active',
  redemption: 'Payment overdue',
  cancelled: 'Cancelled',
  expired: 'Ended',
}
const statusTone: Record<SubscriptionView['status'], 'success' | 'danger' | 'neutral'> = {
  active: 'success',
  redemption: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
}

function SubscriptionCard({ subscription, transitions, now }: { subscription: SubscriptionView; transitions: PlanView[]; now: string }) {
  const live = subscription.status === 'active' || subscription.status === 'redemption'
  // Paused by a save offer (decision 039): access to the paid end, then none and no charge until the pause ends.
  const pausedUntil = live ? subscription.pausedUntil : null
  const pause = live ? pauseState(subscription, new Date(now)) : null
  const inPause = pause === 'paused'
  // Cancelled but paid up: it can be resumed until its end date (then it ends and renewing starts a new plan).
  const resumable = subscription.status === 'cancelled' && subscription.endDate > now
  return (
    <Card aria-label={subscription.planName} className="subscription-card">
      <div className="subscription-title">
        <h2>{subscription.planName}</h2>
        <Badge tone={inPause ? 'neutral' : statusTone[subscription.status]}>
          <span className="ui-sr-only">Status: </span>
          {inPause ? 'Paused' : statusText[subscription.status]}
        </Badge>
      </div>
      {subscription.status === 'redemption' ? (
        <p role="status">
          We could not take your renewal payment. You keep full access while we try your card again
          {subscription.nextRetryAt ? ` on ${formatDay(subscription.nextRetryAt)}` : ''}.
        </p>
      ) : null}
      {pausedUntil ? (
        <PausedNote subscription={subscription} pausedUntil={pausedUntil} pause={pause ?? 'ahead'} />
      ) : live && subscription.renewalCents ? (
        <p>
          Next charge: {formatPrice(subscription.renewalCents, subscription.currency)} on {formatDay(subscription.endDate)}
        </p>
      ) : resumable ? (
        <p>
          You keep access until {formatDay(subscription.endDate)}; nothing more will be charged. Changed your mind? Resume it and it renews
          on that day{subscription.renewalCents ? ` at ${formatPrice(subscription.renewalCents, subscription.currency)}` : ''}.
        </p>
      ) : (
        <p>Access until {formatDay(subscription.endDate)}</p>
      )}
      {live ? <ChangePlan endDate={subscription.endDate} transitions={transitions} /> : null}
      {live ? (
        <div className="subscription-actions">
          <ManagePaymentMethod />
          <CancelSubscription subscription={subscription} />
        </div>
      ) : null}
      {resumable ? <ResumeSubscription subscription={subscription} /> : null}
    </Card>
  )
}

/** A save offer's pause: when it runs, the next charge, and a way to resume early (during the pause that charges now). */
function PausedNote({
  subscription,
  pausedUntil,
  pause,
}: {
  subscription: SubscriptionView
  pausedUntil: string
  pause: 'ahead' | 'paused' | 'renewing'
}) {
  const navigation = useNavigation()
  const ending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'end-pause'
  const price = subscription.renewalCents ? formatPrice(subscription.renewalCents, subscription.currency) : null
  // Between the pause's end and the renewal job's next run (minutes), the plan is renewing, not paused.
  if (pause === 'renewing') return <p role="status">Your pause is over: your plan renews today{price ? ` at ${price}` : ''}.</p>
  const inPause = pause === 'paused'
  return (
    <>
      <p role="status">
        {inPause
          ? `Paused until ${formatDay(pausedUntil)}.`
          : `You keep access until ${formatDay(subscription.endDate)}, then your plan is paused until ${formatDay(pausedUntil)}.`}
        {price ? ` Your next charge of ${price} is on ${formatDay(pausedUntil)}.` : ''}
      </p>
      <Form method="post" className="subscription-actions">
        <input type="hidden" name="intent" value="end-pause" />
        <input type="hidden" name="subscriptionId" value={subscription.subscriptionId} />
        <Button type="submit" variant="secondary" loading={ending}>
          {inPause ? `Resume now${price ? ` (${price} today)` : ''}` : 'Don’t pause my plan'}
        </Button>
      </Form>
    </>
  )
}

/** Undoes a cancellation while the paid time runs: one tap, no charge now; it renews on its end date. */
function ResumeSubscription({ subscription }: { subscription: SubscriptionView }) {
  const navigation = useNavigation()
  const resuming = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'resume'
  return (
    <Form method="post" className="subscription-actions">
      <input type="hidden" name="intent" value="resume" />
      <input type="hidden" name="subscriptionId" value={subscription.subscriptionId} />
      <Button type="submit" loading={resuming}>
        Resume subscription
      </Button>
    </Form>
  )
}

/**
 * Cancelling runs the live cancellation flow first (issue #47): a reason, then a save offer or a
 * goodbye, with "Cancel anyway" on every screen — two taps from here to cancelled at most.
 */
function CancelSubscription({ subscription }: { subscription: SubscriptionView }) {
  const navigation = useNavigation()
  const starting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'start'
  const subscriptionId = String(subscription.subscriptionId)
  return (
    <Form method="post" action={`/profile/settings/subscriptions/cancel?${new URLSearchParams({ subscription: subscriptionId })}`}>
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="subscription" value={subscriptionId} />
      <Button type="submit" variant="danger" loading={starting}>
        Cancel subscription
      </Button>
    </Form>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
