import { useFetcher, useNavigate } from '@remix-run/react'
import { useMachine } from '@xstate/react'
import { useMemo, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { createUpsellFlowMachine, selectCurrentOffer, type UpsellChargeInput } from '@engine/upsell-flow'
import { upsellPackLabels } from '@schemas/payments/upsell-labels'
import type { UpsellPack } from '@schemas/payments/upsell'
import type { UpsellView } from '~/payments/rules/upsell-view'
import { chargeUpsell } from './charge-upsell'
import { usePromptLimit } from './prompt-limit'
import { Button, Dialog } from '~/ui'
import { MoneyPage } from './money-page'
import { offerStep } from '~/payments/rules/upsell-steps'
import { buyLabel } from '~/payments/rules/upsell-copy'

/** The spec's client storage key for the flow position (the server keeps it too, in metadata `upsells`). */
const indexKey = 'current_upsell_index'

/**
 * The add-on flow after the first payment, driven by the pure machine in engine/upsell-flow.ts:
 * one offer at a time, a sale modal after skipping an offer that has a sale second chance, success
 * and failed modals; the end goes home, where product onboarding starts.
 */
export function UpsellFlow({
  offers,
  index,
  cardLast4,
  owned,
}: {
  offers: UpsellView[]
  index: number
  cardLast4: string | null
  /** Packs the student has: their offers, and bundles holding them, are passed over. */
  owned: UpsellPack[]
}) {
  const navigate = useNavigate()
  const progress = useFetcher()
  const machine = useMemo(
    () =>
      createUpsellFlowMachine().provide({
        actions: {
          persistIndex: (_, params: { index: number }) => {
            window.localStorage.setItem(indexKey, String(params.index))
            progress.submit({ index: String(params.index) }, { method: 'post', action: '/upsell' })
          },
          // Product onboarding opens on /home (its modal reads productOnboardingFinished).
          startProductOnboarding: () => navigate('/home', { replace: true }),
        },
        actors: { charge: fromPromise(({ input }: { input: UpsellChargeInput }) => chargeUpsell(input.offer as UpsellView, input.index)) },
      }),
    // The machine is made once per visit; `progress.submit` and `navigate` are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const [snapshot, send] = useMachine(machine, { input: { offers, index, owned } })
  const offer = selectCurrentOffer(snapshot) as UpsellView | undefined
  const state = snapshot.value as string
  const charging = state === 'charging'
  // The machine's `owned` is the packs held at the start, then each bought in the flow, in order.
  const step = offerStep(offers, snapshot.context.index, owned, snapshot.context.owned.slice(owned.length))
  // Spec: an AI tools pack failure shows a paywall modal and loads the prompt limit.
  const aiToolsFailed = state === 'failedModal' && offer?.pack === 'ai_tools'
  const prompts = usePromptLimit(aiToolsFailed)
  const behindModal = state === 'saleModal' || (charging && offer?.sale) ? previousOffer(offers, snapshot.context.index) : offer

  if (state === 'done' || !offer) {
    return (
      <MoneyPage className="upsell-page">
        <p role="status">Taking you to your plan…</p>
      </MoneyPage>
    )
  }
  return (
    <MoneyPage className="upsell-page">
      <p className="upsell-step">
        Special offer {step.step} of {step.total}
      </p>
      {behindModal ? <OfferCard offer={behindModal} /> : null}
      {state === 'offer' || (charging && !offer.sale) ? (
        <div className="upsell-actions">
          <Button variant="primary" block loading={charging} onClick={() => send({ type: 'upsell.buy' })}>
            {charging ? 'Processing…' : buyLabel(offer.priceText, cardLast4)}
          </Button>
          <Button variant="quiet" block disabled={charging} onClick={() => send({ type: 'upsell.skip' })}>
            Skip
          </Button>
        </div>
      ) : null}

      <Modal
        open={state === 'saleModal' || (charging && offer.sale)}
        title="Wait — a one-time price"
        onCancel={() => send({ type: 'upsell.skip' })}
      >
        <OfferCard offer={offer} inDialog />
        <div className="upsell-actions">
          <Button variant="primary" block loading={charging} onClick={() => send({ type: 'upsell.buy' })}>
            {charging ? 'Processing…' : buyLabel(offer.priceText, cardLast4)}
          </Button>
          <Button variant="quiet" block disabled={charging} onClick={() => send({ type: 'upsell.skip' })}>
            No, thanks
          </Button>
        </div>
      </Modal>

      <Modal open={state === 'successModal'} title="Added to your plan" onCancel={() => send({ type: 'modal.close' })}>
        <p>{upsellPackLabels[offer.pack]} is yours. You can use it right away.</p>
        <Button variant="primary" block onClick={() => send({ type: 'modal.close' })}>
          Continue
        </Button>
      </Modal>

      <Modal
        open={state === 'failedModal'}
        title={offer.pack === 'ai_tools' ? 'AI tools are not unlocked yet' : 'Payment failed'}
        onCancel={() => send({ type: 'modal.close' })}
      >
        {offer.pack === 'ai_tools' ? (
          <>
            <p>{snapshot.context.error}</p>
            <p>Without the AI tools pack you keep the free daily prompt limit; you can add the pack later from the AI tools page.</p>
            {prompts ? (
              <p data-testid="upsell-prompt-limit">
                You have {prompts.remaining_count} of {prompts.feature_limit} assistant prompts left today.
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p>{snapshot.context.error}</p>
            <p>Nothing was charged for this pack.</p>
          </>
        )}
        <Button variant="primary" block onClick={() => send({ type: 'modal.close' })}>
          Continue
        </Button>
      </Modal>
    </MoneyPage>
  )
}

/** The non-sale offer a sale modal is the second chance for (shown behind the modal). */
function previousOffer(offers: UpsellView[], index: number): UpsellView | undefined {
  for (let i = index - 1; i >= 0; i--) if (!offers[i]!.sale) return offers[i]
  return undefined
}

/** The offer; inside a dialog it drops its own frame and steps its heading under the dialog's title. */
function OfferCard({ offer, inDialog = false }: { offer: UpsellView; inDialog?: boolean }) {
  const Heading = inDialog ? 'h3' : 'h1'
  return (
    <section className={inDialog ? 'money-card upsell-offer upsell-offer--in-dialog' : 'money-card upsell-offer'} aria-label={offer.title}>
      <Heading>{offer.title}</Heading>
      {offer.description ? <p>{offer.description}</p> : null}
      {offer.benefits.length ? (
        <ul>
          {offer.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      <p className="upsell-price">
        {offer.fullPriceText ? <s aria-label={`was ${offer.fullPriceText}`}>{offer.fullPriceText}</s> : null}{' '}
        <strong>{offer.priceText}</strong> one-time
      </p>
    </section>
  )
}

/** An offer's modal on the design system's Dialog; Escape or the backdrop does what its secondary action does. */
function Modal({ open, title, onCancel, children }: { open: boolean; title: string; onCancel: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onClose={() => open && onCancel()} title={title}>
      {open ? children : null}
    </Dialog>
  )
}
