import { useNavigate, useRevalidator } from '@remix-run/react'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { createSubscriptionUpdateMachine, type SubscriptionStatusResult } from '@engine/subscription-poller'
import { Button, DialogClose } from '~/ui'

async function post(path: string, productId: string): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId }),
  })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok)
    throw new Error(
      (body.error as { message?: string } | undefined)?.message ?? 'We could not change your plan. Your current plan stays as it is.',
    )
  return body
}

/**
 * Switches the plan once the student confirmed it: POST /api/subscription/update, then
 * /api/subscription/check-update every 5000 ms (engine/subscription-poller.ts) until the
 * subscription is active or redemption; the page's data is then read again (the subscription card
 * names the new plan at once, no reload) and a success modal leads home (spec: a subscription-update
 * success goes to /home) or, closed, leaves the student on the updated page. Leaving the page stops it.
 */
export function PlanSwitch({
  productId,
  planName,
  startsOn,
  onCancel,
}: {
  productId: string
  planName: string
  /** When the new plan starts, if not today (the paid time of the current one is kept). */
  startsOn: string | null
  onCancel: () => void
}) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const dialog = useRef<HTMLDialogElement>(null)
  const machine = useMemo(
    () =>
      createSubscriptionUpdateMachine().provide({
        actors: {
          requestUpdate: fromPromise(async ({ input }: { input: { productId: string } }) => {
            await post('/api/subscription/update', input.productId)
          }),
          checkStatus: fromPromise(
            async ({ input }: { input: { productId: string } }) =>
              (await post('/api/subscription/check-update', input.productId)) as SubscriptionStatusResult,
          ),
        },
      }),
    [],
  )
  const [snapshot, send] = useMachine(machine, { input: { productId } })
  const succeeded = snapshot.matches('succeeded')
  useEffect(() => {
    if (!succeeded) return
    // The switch is done on the server: the card behind the modal reads it now (Remix revalidation).
    revalidator.revalidate()
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the switch succeeds
  }, [succeeded])
  useEffect(() => () => send({ type: 'poll.leave' }), [send])

  if (snapshot.matches('failed')) {
    return (
      <div role="alert" className="form-error">
        <p>{snapshot.context.error}</p>
        <Button variant="secondary" onClick={onCancel}>
          Back to your plan
        </Button>
      </div>
    )
  }
  return (
    <>
      {succeeded ? null : <p role="status">Changing your plan to {planName}… This takes a few seconds.</p>}
      <dialog ref={dialog} className="ui-dialog" aria-labelledby="plan-switch-title">
        <DialogClose />
        <h2 className="ui-dialog__title" id="plan-switch-title">
          Your plan is changed
        </h2>
        <p>
          {startsOn
            ? `You are on the ${planName} now. It starts on ${startsOn}, when the time you have already paid for ends.`
            : `You are now on the ${planName}. Enjoy learning!`}
        </p>
        <div className="ui-dialog__actions">
          {/* A modal dialog puts focus on its action when it opens (WAI-ARIA dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button autoFocus onClick={() => navigate('/home')}>
            Continue
          </Button>
        </div>
      </dialog>
    </>
  )
}
