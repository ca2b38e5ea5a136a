import { Form, Link, useNavigation } from '@remix-run/react'
import { Button, ButtonLink, Card, PageHeader } from '~/ui'
import { formatDay } from '~/payments'
import { type CancellationPage, confirmHref, flowAction, flowFields } from '../rules/cancellation-page'
import { FunnelFrame } from './funnel-frame'

const subscriptionsPath = '/profile/settings/subscriptions'
const noEvents = () => {}

type ProblemProps = { problem?: string | undefined }

function Alert({ problem }: ProblemProps) {
  return problem ? (
    <p role="alert" className="form-error">
      {problem}
    </p>
  ) : null
}

/**
 * A screen of the cancellation flow a student meets after Cancel subscription, in the funnel
 * player (every button posts a form, so it works before JavaScript), with "Cancel anyway" beside it.
 */
export function CancellationScreen({ page, problem }: { page: Extract<CancellationPage, { view: 'screen' }> } & ProblemProps) {
  return (
    <>
      <Alert problem={problem} />
      <FunnelFrame
        frame={page.frame}
        live={false}
        formAction={flowAction(page.state)}
        send={noEvents}
        fields={flowFields(page.state)}
        {...(page.terms ? { saveOffer: { terms: page.terms } } : {})}
        exit={
          <Link className="fp-exit" to={confirmHref(page.state)}>
            Cancel anyway
          </Link>
        }
      />
    </>
  )
}

/** After the flow: the confirm step of Cancel anyway, or what became of the subscription. */
export function CancellationStep({ page, problem }: { page: Exclude<CancellationPage, { view: 'screen' }> } & ProblemProps) {
  return (
    <div className="page-stack">{page.view === 'confirm' ? <ConfirmStep page={page} problem={problem} /> : <Outcome page={page} />}</div>
  )
}

function ConfirmStep({ page, problem }: { page: Extract<CancellationPage, { view: 'confirm' }> } & ProblemProps) {
  const navigation = useNavigation()
  return (
    <>
      <PageHeader title="Cancel your subscription?" back={{ to: subscriptionsPath, label: 'Subscriptions' }} />
      <Alert problem={problem} />
      <Card>
        <p>
          Your {page.planName} stops renewing: nothing more is charged, and you keep full access until {formatDay(page.endDate)}.
        </p>
        <Form method="post" action={flowAction(page.state)} className="subscription-actions">
          <input type="hidden" name="intent" value="cancel" />
          {Object.entries(flowFields(page.state)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant="danger" loading={navigation.state === 'submitting'}>
            Cancel my subscription
          </Button>
          <ButtonLink to={subscriptionsPath} variant="quiet">
            Keep my subscription
          </ButtonLink>
        </Form>
      </Card>
    </>
  )
}

function Outcome({ page }: { page: Extract<CancellationPage, { view: 'done' }> }) {
  return (
    <>
      <PageHeader title={page.outcome === 'saved' ? 'Your subscription continues' : 'Subscription cancelled'} />
      <Card role="status">
        <p>{page.message}</p>
        {page.outcome === 'saved' ? <p>We have emailed you the details.</p> : null}
      </Card>
      <ButtonLink to={subscriptionsPath}>Back to subscriptions</ButtonLink>
    </>
  )
}
