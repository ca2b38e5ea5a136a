import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Badge, Button, ButtonLink, Card, Dialog, Disclosure, EmptyState, List, ListRow, PageHeader } from '~/ui'
import { ManagePaymentMethod, formatDay, PlanSwitch } from '~/payments'
import { useState } from 'react'
import { z } from 'zod'
import { AppShell, AppErrorBoundary } from '~/learning'
import { formAction, formObject } from '~/http/form.server'
import { parseOrProblem, type Problem } from '~/core/problem'
import { pageData } from '~/http/route.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import { requireStudent } from '~/core/session.server'
import {
  cancelSubscription,
  listSubscriptions,
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
  const { subscriptions, transitions, addOns } = useLoaderData<typeof loader>()
  const result = useActionData<{ problem?: Problem; cancelled?: SubscriptionView }>()
  return (
    <AppShell>
      <PageHeader title="Subscriptions" back={{ to: '/profile/settings', label: 'Settings' }} />
      <div className="page-stack">
        {result?.cancelled ? (
          <Card role="status">
            Cancelled. You keep full access until {formatDay(result.cancelled.endDate)}; nothing more will be charged.
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
          <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} transitions={transitions} />
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
                  end={addOn.state === 'owned' ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Confirming</Badge>}
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

function SubscriptionCard({ subscription, transitions }: { subscription: SubscriptionView; transitions: PlanView[] }) {
  const live = subscription.status === 'active' || subscription.status === 'redemption'
  return (
    <Card aria-label={subscription.planName} className="subscription-card">
      <div className="subscription-title">
        <h2>{subscription.planName}</h2>
        <Badge tone={statusTone[subscription.status]}>
          <span className="ui-sr-only">Status: </span>
          {statusText[subscription.status]}
        </Badge>
      </div>
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
        <div className="subscription-actions">
          <ManagePaymentMethod />
          <CancelSubscription subscription={subscription} />
        </div>
      ) : null}
    </Card>
  )
}

/** Cancelling asks first, in a dialog that says what stays and what stops. */
function CancelSubscription({ subscription }: { subscription: SubscriptionView }) {
  const navigation = useNavigation()
  const [open, setOpen] = useState(false)
  const formId = `cancel-${subscription.subscriptionId}`
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel subscription
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel your subscription?"
        actions={
          <>
            <Button variant="quiet" onClick={() => setOpen(false)}>
              Keep my plan
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={navigation.state === 'submitting'}>
              Confirm cancellation
            </Button>
          </>
        }
      >
        <p>No further charges. You keep access until {formatDay(subscription.endDate)}.</p>
        <Form method="post" id={formId} onSubmit={() => setOpen(false)}>
          <input type="hidden" name="subscriptionId" value={subscription.subscriptionId} />
        </Form>
      </Dialog>
    </>
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
      <Card flat aria-label="Confirm plan change" className="stack-form">
        <p>
          Switch to the {chosen.name}: {price} is charged now to your saved card. You keep the time you have paid for: the {chosen.name}{' '}
          starts on {formatDay(subscription.endDate)} and then renews at {chosen.public_description}.
        </p>
        <Button variant="primary" onClick={() => setConfirmed(true)}>
          Confirm — pay {price}
        </Button>
        <Button variant="quiet" onClick={() => setChosen(null)}>
          Keep my current plan
        </Button>
      </Card>
    )
  }
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

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
