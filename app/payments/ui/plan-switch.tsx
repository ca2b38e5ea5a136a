import { useNavigate } from '@remix-run/react'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { createSubscriptionUpdateMachine, type SubscriptionStatusResult } from '@engine/subscription-poller'
import { Button } from '~/ui'

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
 * subscription is active or redemption; a success modal then leads home. Leaving the page stops it.
 */
export function PlanSwitch({ productId, planName, onCancel }: { productId: string; planName: string; onCancel: () => void }) {
  const navigate = useNavigate()
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
    if (succeeded && dialog.current && !dialog.current.open) dialog.current.showModal()
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
      <dialog ref={dialog} className="ui-dialog" aria-labelledby="plan-switch-title" onClose={() => navigate('/home')}>
        <h2 className="ui-dialog__title" id="plan-switch-title">
          Your plan is changed
        </h2>
        <p>You are now on the {planName}. Enjoy learning!</p>
        <form method="dialog" className="ui-dialog__actions">
          {/* A modal dialog puts focus on its action when it opens (WAI-ARIA dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button type="submit" autoFocus>
            Continue
          </Button>
        </form>
      </dialog>
    </>
  )
}
