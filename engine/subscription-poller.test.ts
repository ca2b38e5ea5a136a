import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { createSubscriptionUpdateMachine, type SubscriptionStatusResult } from './subscription-poller'

/** Lets settled promises (the fake actors) deliver their results. */
const flush = () => new Promise((resolve) => setImmediate(resolve))

type Options = {
  update?: () => Promise<void>
  statuses?: (SubscriptionStatusResult | Error)[]
}

function startUpdate({ update = async () => {}, statuses = [] }: Options = {}) {
  const requestUpdate = vi.fn(update)
  const checkStatus = vi.fn(async (): Promise<SubscriptionStatusResult> => {
    const next = statuses.shift() ?? { status: 'processing' }
    if (next instanceof Error) throw next
    return next
  })
  const showSuccess = vi.fn()
  const machine = createSubscriptionUpdateMachine().provide({
    actions: { showSuccess },
    actors: {
      requestUpdate: fromPromise(() => requestUpdate()),
      checkStatus: fromPromise(() => checkStatus()),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { productId: 'prod_12w' }, clock }).start()
  /** Moves the clock on and lets the actors settle. */
  const advance = async (ms: number) => {
    clock.increment(ms)
    await flush()
  }
  return { actor, advance, requestUpdate, checkStatus, showSuccess, state: () => actor.getSnapshot().value }
}

describe('subscription update poller', () => {
  it('checks the status for the first time 5000 ms after the update, not before', async () => {
    const poll = startUpdate()
    await flush()
    expect(poll.requestUpdate).toHaveBeenCalledTimes(1)
    expect(poll.state()).toBe('waiting')
    await poll.advance(4999)
    expect(poll.checkStatus).not.toHaveBeenCalled()
    await poll.advance(1)
    expect(poll.checkStatus).toHaveBeenCalledTimes(1)
    expect(poll.actor.getSnapshot().context.checks).toBe(1)
  })

  it('keeps polling while processing, and succeeds once active', async () => {
    const poll = startUpdate({ statuses: [{ status: 'processing' }, { status: 'active' }] })
    await flush()
    await poll.advance(5000)
    expect(poll.state()).toBe('waiting')
    expect(poll.actor.getSnapshot().context.status).toBe('processing')
    await poll.advance(5000)
    expect(poll.state()).toBe('succeeded')
    expect(poll.actor.getSnapshot().status).toBe('done')
    expect(poll.checkStatus).toHaveBeenCalledTimes(2)
    expect(poll.actor.getSnapshot().context.checks).toBe(2)
    expect(poll.showSuccess).toHaveBeenCalledTimes(1)
    await poll.advance(20_000)
    expect(poll.checkStatus).toHaveBeenCalledTimes(2)
  })

  it('counts redemption as success', async () => {
    const poll = startUpdate({ statuses: [{ status: 'redemption' }] })
    await flush()
    await poll.advance(5000)
    expect(poll.state()).toBe('succeeded')
    expect(poll.actor.getSnapshot().context.status).toBe('redemption')
    expect(poll.showSuccess).toHaveBeenCalledTimes(1)
  })

  it('fails with the message when the status is failed', async () => {
    const poll = startUpdate({ statuses: [{ status: 'failed', message: 'Card declined' }] })
    await flush()
    await poll.advance(5000)
    expect(poll.state()).toBe('failed')
    expect(poll.actor.getSnapshot().context.error).toBe('Card declined')
    expect(poll.showSuccess).not.toHaveBeenCalled()
  })

  it('a failed status without a message gets the default one', async () => {
    const poll = startUpdate({ statuses: [{ status: 'failed' }] })
    await flush()
    await poll.advance(5000)
    expect(poll.actor.getSnapshot().context.error).toBe('We could not change your plan. Your current plan stays as it is.')
  })

  it('fails with its message when the status check rejects', async () => {
    const poll = startUpdate({ statuses: [new Error('Status service down')] })
    await flush()
    await poll.advance(5000)
    expect(poll.state()).toBe('failed')
    expect(poll.actor.getSnapshot().context.error).toBe('Status service down')
  })

  it('fails without checking when the update rejects', async () => {
    const poll = startUpdate({ update: () => Promise.reject(new Error('Plan not available')) })
    await flush()
    expect(poll.state()).toBe('failed')
    expect(poll.actor.getSnapshot().context.error).toBe('Plan not available')
    await poll.advance(20_000)
    expect(poll.checkStatus).not.toHaveBeenCalled()
  })

  it('poll.leave while waiting stops, with no more checks', async () => {
    const poll = startUpdate()
    await flush()
    await poll.advance(5000)
    expect(poll.checkStatus).toHaveBeenCalledTimes(1)
    poll.actor.send({ type: 'poll.leave' })
    expect(poll.state()).toBe('stopped')
    await poll.advance(20_000)
    expect(poll.checkStatus).toHaveBeenCalledTimes(1)
  })
})
