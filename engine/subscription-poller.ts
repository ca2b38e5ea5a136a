import { assign, fromPromise, setup } from 'xstate'

export const subscriptionPollIntervalMs = 5000
const defaultUpdateError = 'We could not change your plan. Your current plan stays as it is.'

export type SubscriptionUpdateInput = { productId: string }

export type SubscriptionUpdateContext = {
  productId: string
  /** The last status the check returned. */
  status?: string
  error?: string
  /** How many status checks have started. */
  checks: number
}

export type SubscriptionUpdateEvent = { type: 'poll.leave' }

export type SubscriptionStatusResult = { status: string; message?: string }

const settledStatuses = new Set(['active', 'redemption'])

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : defaultUpdateError
}

/**
 * Changes the student's plan: `requestUpdate`, then `checkStatus` every `pollInterval` until the
 * subscription is `active` or `redemption`, or the update failed. The app supplies both actors and
 * `showSuccess` with `machine.provide()`; `poll.leave` stops polling when the student leaves the page.
 */
export function createSubscriptionUpdateMachine() {
  return setup({
    types: {
      context: {} as SubscriptionUpdateContext,
      events: {} as SubscriptionUpdateEvent,
      input: {} as SubscriptionUpdateInput,
    },
    actors: {
      requestUpdate: fromPromise<void, SubscriptionUpdateInput>(async () => {
        throw new Error('requestUpdate actor not provided')
      }),
      checkStatus: fromPromise<SubscriptionStatusResult, SubscriptionUpdateInput>(async () => {
        throw new Error('checkStatus actor not provided')
      }),
    },
    actions: {
      showSuccess: () => {},
      failWith: assign((_, { error }: { error: unknown }) => ({ error: errorMessage(error) })),
    },
    delays: {
      pollInterval: subscriptionPollIntervalMs,
    },
  }).createMachine({
    id: 'subscriptionUpdate',
    initial: 'updating',
    context: ({ input }) => ({ productId: input.productId, checks: 0 }),
    on: { 'poll.leave': '.stopped' },
    states: {
      updating: {
        invoke: {
          src: 'requestUpdate',
          input: ({ context }) => ({ productId: context.productId }),
          onDone: 'waiting',
          onError: { target: 'failed', actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      waiting: {
        after: { pollInterval: 'checking' },
      },
      checking: {
        entry: assign({ checks: ({ context }) => context.checks + 1 }),
        invoke: {
          src: 'checkStatus',
          input: ({ context }) => ({ productId: context.productId }),
          onDone: [
            {
              guard: ({ event }) => settledStatuses.has(event.output.status),
              target: 'succeeded',
              actions: assign({ status: ({ event }) => event.output.status }),
            },
            {
              guard: ({ event }) => event.output.status === 'failed',
              target: 'failed',
              actions: assign({
                status: ({ event }) => event.output.status,
                error: ({ event }) => event.output.message || defaultUpdateError,
              }),
            },
            { target: 'waiting', actions: assign({ status: ({ event }) => event.output.status }) },
          ],
          onError: { target: 'failed', actions: { type: 'failWith', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      succeeded: { type: 'final', entry: 'showSuccess' },
      failed: { type: 'final' },
      stopped: { type: 'final' },
    },
  })
}

export type SubscriptionUpdateMachine = ReturnType<typeof createSubscriptionUpdateMachine>
