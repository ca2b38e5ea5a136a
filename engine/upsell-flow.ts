import { assign, fromPromise, setup } from 'xstate'
import type { UpsellOffer, UpsellPack } from '../schemas/payments/upsell'
import { packOfferable, packsHeld } from '../schemas/payments/pack-contents'

/** Closing the failed modal this many times still moves on; one more ends the flow (spec §9). */
const maxFailedAttempts = 2
const defaultChargeError = 'Payment failed. Please try again or use a different card.'

/** `owned`: the packs the student owns already (or is being charged for); offers of them are skipped. */
export type UpsellFlowInput = { offers: UpsellOffer[]; index: number; owned?: readonly UpsellPack[] }

export type UpsellFlowContext = {
  offers: UpsellOffer[]
  /** The persisted `current_upsell_index`; `offers.length` once the flow has ended. */
  index: number
  /** The packs owned before the flow and bought in it: an offer of one of them, or of a bundle holding one, is skipped. */
  owned: UpsellPack[]
  failedAttempts: number
  error?: string
  lastOutcome?: 'success' | 'fail'
}

export type UpsellFlowEvent = { type: 'upsell.skip' } | { type: 'upsell.buy' } | { type: 'modal.close' }

/** The offer charged and its index: the flow position the server must hold when a sale is charged. */
export type UpsellChargeInput = { offer: UpsellOffer; index: number }
export type UpsellChargeResult = { outcome: 'success' | 'fail'; message?: string }

/** The first non-sale offer after `index`, or `offers.length` when there is none. */
function nextNonSaleIndex(offers: UpsellOffer[], index: number): number {
  const found = offers.findIndex((offer, i) => i > index && !offer.sale)
  return found === -1 ? offers.length : found
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : defaultChargeError
}

/**
 * The post-purchase upsell flow. The app supplies `charge` (the payment), `persistIndex` (stores
 * `current_upsell_index`) and `startProductOnboarding` with `machine.provide()`.
 */
export function createUpsellFlowMachine() {
  return setup({
    types: {
      context: {} as UpsellFlowContext,
      events: {} as UpsellFlowEvent,
      input: {} as UpsellFlowInput,
    },
    actors: {
      charge: fromPromise<UpsellChargeResult, UpsellChargeInput>(async () => {
        throw new Error('charge actor not provided')
      }),
    },
    guards: {
      pastEnd: ({ context }) => context.index >= context.offers.length,
      atSale: ({ context }) => context.offers[context.index]?.sale === true,
      atOwnedPack: ({ context }) => {
        const offer = context.offers[context.index]
        return offer !== undefined && !packOfferable(offer.pack, packsHeld(context.owned))
      },
      failedTooOften: ({ context }) => context.failedAttempts + 1 > maxFailedAttempts,
    },
    actions: {
      persistIndex: (_, _params: { index: number }) => {},
      startProductOnboarding: () => {},
      skipToNext: assign(({ context }) => ({ index: Math.min(context.index + 1, context.offers.length) })),
      skipPastSales: assign(({ context }) => ({ index: nextNonSaleIndex(context.offers, context.index) })),
      endFlow: assign(({ context }) => ({ index: context.offers.length })),
      countFailure: assign(({ context }) => ({ failedAttempts: context.failedAttempts + 1 })),
      addBoughtPack: assign(({ context }) => {
        const bought = context.offers[context.index]
        return { owned: bought ? [...context.owned, bought.pack] : context.owned }
      }),
    },
  }).createMachine({
    id: 'upsellFlow',
    initial: 'start',
    context: ({ input }) => ({
      offers: input.offers,
      index: Number.isInteger(input.index) && input.index > 0 ? input.index : 0,
      owned: [...(input.owned ?? [])],
      failedAttempts: 0,
    }),
    states: {
      // The restored index is shown as is; only an index past the end is rewritten (and persisted).
      start: {
        always: [{ guard: 'pastEnd', target: 'next', actions: 'endFlow' }, { target: 'route' }],
      },
      // Every move to another index passes here, so it is persisted exactly once.
      next: {
        entry: { type: 'persistIndex', params: ({ context }) => ({ index: context.index }) },
        always: 'route',
      },
      route: {
        // An offer of a pack the student has is passed over as if skipped (issue #46: never sold twice).
        always: [
          { guard: 'pastEnd', target: 'done' },
          { guard: 'atOwnedPack', target: 'next', actions: 'skipToNext' },
          { guard: 'atSale', target: 'saleModal' },
          { target: 'offer' },
        ],
      },
      offer: {
        on: {
          'upsell.skip': { target: 'next', actions: 'skipToNext' },
          'upsell.buy': 'charging',
        },
      },
      saleModal: {
        on: {
          'upsell.skip': { target: 'next', actions: 'skipToNext' },
          'upsell.buy': 'charging',
        },
      },
      charging: {
        entry: assign({ error: undefined }),
        invoke: {
          src: 'charge',
          // `offer` and `saleModal` are only entered with an offer at the index.
          input: ({ context }) => ({ offer: context.offers[context.index]!, index: context.index }),
          onDone: [
            {
              guard: ({ event }) => event.output.outcome === 'success',
              target: 'successModal',
              actions: [assign({ lastOutcome: 'success' }), 'addBoughtPack'],
            },
            {
              target: 'failedModal',
              actions: assign({ lastOutcome: 'fail', error: ({ event }) => event.output.message || defaultChargeError }),
            },
          ],
          onError: {
            target: 'failedModal',
            actions: assign({ lastOutcome: 'fail', error: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
      successModal: {
        on: { 'modal.close': { target: 'next', actions: 'skipPastSales' } },
      },
      failedModal: {
        on: {
          'modal.close': [
            { guard: 'failedTooOften', target: 'next', actions: ['countFailure', 'endFlow'] },
            { target: 'next', actions: ['countFailure', 'skipPastSales'] },
          ],
        },
      },
      done: {
        type: 'final',
        entry: 'startProductOnboarding',
      },
    },
  })
}

export type UpsellFlowMachine = ReturnType<typeof createUpsellFlowMachine>

/** The offer being shown (or charged); undefined once the flow has ended. */
export function selectCurrentOffer(snapshot: { context: UpsellFlowContext }): UpsellOffer | undefined {
  return snapshot.context.offers[snapshot.context.index]
}
