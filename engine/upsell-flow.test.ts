import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { UpsellOffer, UpsellPack } from '../schemas/payments/upsell'
import { createUpsellFlowMachine, selectCurrentOffer, type UpsellChargeInput, type UpsellChargeResult } from './upsell-flow'

const offer = (upsellId: string, pack: UpsellPack, sale = false): UpsellOffer => ({ upsellId, planId: `plan_${upsellId}`, pack, sale })

const defaultOffers = [
  offer('30k_prompts', 'complete_ai'),
  offer('30k_prompts_sale', 'complete_ai', true),
  offer('600_prompts', 'personal_boost'),
  offer('600_prompts_sale', 'personal_boost', true),
  offer('ai_tools', 'ai_tools'),
]

const longerOffers = [
  ...defaultOffers,
  offer('ultimate', 'ultimate_ai'),
  offer('ultimate_sale', 'ultimate_ai', true),
  offer('extra', 'ai_tools'),
]

type Charge = (input: UpsellChargeInput) => Promise<UpsellChargeResult>

function startFlow({
  offers = defaultOffers,
  index = 0,
  owned,
  charge,
}: { offers?: UpsellOffer[]; index?: number; owned?: UpsellPack[]; charge?: Charge } = {}) {
  const persistIndex = vi.fn()
  const startProductOnboarding = vi.fn()
  const chargeSpy = vi.fn<Charge>(charge ?? (async () => ({ outcome: 'success' })))
  const machine = createUpsellFlowMachine().provide({
    actions: {
      persistIndex: (_, params) => persistIndex(params.index),
      startProductOnboarding,
    },
    actors: { charge: fromPromise(({ input }) => chargeSpy(input)) },
  })
  const actor = createActor(machine, { input: { offers, index, ...(owned ? { owned } : {}) } }).start()
  const state = () => actor.getSnapshot().value
  const index_ = () => actor.getSnapshot().context.index
  const send = (...types: ('upsell.skip' | 'upsell.buy' | 'modal.close')[]) => types.forEach((type) => actor.send({ type }))
  /** Buys the current offer and waits for the charge to settle. */
  const buy = async () => {
    send('upsell.buy')
    await waitFor(actor, (snapshot) => !snapshot.matches('charging'))
  }
  return { actor, state, index: index_, send, buy, persistIndex, startProductOnboarding, charge: chargeSpy }
}

const fail =
  (message?: string): Charge =>
  async () => ({ outcome: 'fail', message })

describe('upsell flow', () => {
  it('starts on the first offer at index 0', () => {
    const flow = startFlow()
    expect(flow.state()).toBe('offer')
    expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('30k_prompts')
    expect(flow.actor.getSnapshot().context.failedAttempts).toBe(0)
    expect(flow.persistIndex).not.toHaveBeenCalled()
  })

  it('restores the persisted index', () => {
    const flow = startFlow({ index: 2 })
    expect(flow.state()).toBe('offer')
    expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('600_prompts')
  })

  it('restored at a sale item, shows it as the sale modal', () => {
    const flow = startFlow({ index: 1 })
    expect(flow.state()).toBe('saleModal')
    expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('30k_prompts_sale')
  })

  it('ends at once when the index is past the end, and starts product onboarding', () => {
    const flow = startFlow({ index: 9 })
    expect(flow.state()).toBe('done')
    expect(flow.actor.getSnapshot().status).toBe('done')
    expect(flow.index()).toBe(5)
    expect(flow.persistIndex.mock.calls).toEqual([[5]])
    expect(flow.startProductOnboarding).toHaveBeenCalledTimes(1)
    expect(selectCurrentOffer(flow.actor.getSnapshot())).toBeUndefined()
  })

  it('ends at once with no offers', () => {
    const flow = startFlow({ offers: [] })
    expect(flow.state()).toBe('done')
    expect(flow.startProductOnboarding).toHaveBeenCalledTimes(1)
  })

  it('skip moves to the next offer when it is not a sale item', () => {
    const flow = startFlow({ offers: longerOffers, index: 4 })
    flow.send('upsell.skip')
    expect(flow.state()).toBe('offer')
    expect(flow.index()).toBe(5)
  })

  it('skip before a sale item opens the sale modal with it', () => {
    const flow = startFlow()
    flow.send('upsell.skip')
    expect(flow.state()).toBe('saleModal')
    expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('30k_prompts_sale')
  })

  it('skip in the sale modal moves to the next offer', () => {
    const flow = startFlow({ index: 1 })
    flow.send('upsell.skip')
    expect(flow.state()).toBe('offer')
    expect(flow.index()).toBe(2)
  })

  it('skip on the last offer ends the flow and starts product onboarding', () => {
    const flow = startFlow({ index: 4 })
    flow.send('upsell.skip')
    expect(flow.state()).toBe('done')
    expect(flow.index()).toBe(5)
    expect(flow.startProductOnboarding).toHaveBeenCalledTimes(1)
  })

  it('a successful buy opens the success modal; closing it skips past the sale items', async () => {
    const flow = startFlow()
    await flow.buy()
    expect(flow.state()).toBe('successModal')
    expect(flow.actor.getSnapshot().context.lastOutcome).toBe('success')
    expect(flow.charge).toHaveBeenCalledWith({ offer: defaultOffers[0], index: 0 })
    flow.send('modal.close')
    expect(flow.state()).toBe('offer')
    expect(flow.index()).toBe(2)
    expect(flow.actor.getSnapshot().context.failedAttempts).toBe(0)
  })

  it('a successful buy of a sale item moves on to the next non-sale offer', async () => {
    const flow = startFlow({ index: 3 })
    expect(flow.state()).toBe('saleModal')
    await flow.buy()
    expect(flow.charge).toHaveBeenCalledWith({ offer: defaultOffers[3], index: 3 })
    flow.send('modal.close')
    expect(flow.state()).toBe('offer')
    expect(flow.index()).toBe(4)
  })

  it('a successful buy of the last offer ends the flow on close', async () => {
    const flow = startFlow({ index: 4 })
    await flow.buy()
    flow.send('modal.close')
    expect(flow.state()).toBe('done')
    expect(flow.startProductOnboarding).toHaveBeenCalledTimes(1)
  })

  it('a failed charge opens the failed modal with its message', async () => {
    const flow = startFlow({ charge: fail('Insufficient funds') })
    await flow.buy()
    expect(flow.state()).toBe('failedModal')
    expect(flow.actor.getSnapshot().context).toMatchObject({ error: 'Insufficient funds', lastOutcome: 'fail' })
  })

  it('closing the failed modal once and twice moves on to the next non-sale offer', async () => {
    const flow = startFlow({ charge: fail('Declined') })
    await flow.buy()
    flow.send('modal.close')
    expect(flow.state()).toBe('offer')
    expect(flow.index()).toBe(2)
    expect(flow.actor.getSnapshot().context.failedAttempts).toBe(1)

    await flow.buy()
    flow.send('modal.close')
    expect(flow.state()).toBe('offer')
    expect(flow.index()).toBe(4)
    expect(flow.actor.getSnapshot().context.failedAttempts).toBe(2)
  })

  it('a third failure ends the flow on close, even with offers left', async () => {
    const flow = startFlow({ offers: longerOffers, charge: fail('Declined') })
    for (const expected of [2, 4]) {
      await flow.buy()
      flow.send('modal.close')
      expect(flow.index()).toBe(expected)
    }
    await flow.buy()
    flow.send('modal.close')
    expect(flow.state()).toBe('done')
    expect(flow.index()).toBe(longerOffers.length)
    expect(flow.actor.getSnapshot().context.failedAttempts).toBe(3)
    expect(flow.startProductOnboarding).toHaveBeenCalledTimes(1)
  })

  it('a charge that throws opens the failed modal with the error message', async () => {
    const flow = startFlow({
      charge: async () => {
        throw new Error('Network down')
      },
    })
    await flow.buy()
    expect(flow.state()).toBe('failedModal')
    expect(flow.actor.getSnapshot().context.error).toBe('Network down')
  })

  it('a charge that throws without a message shows the default one', async () => {
    const flow = startFlow({ charge: () => Promise.reject('nope') })
    await flow.buy()
    expect(flow.actor.getSnapshot().context.error).toBe('Payment failed. Please try again or use a different card.')
  })

  it('persists every new index, and the final one when the flow ends', async () => {
    const flow = startFlow()
    flow.send('upsell.skip', 'upsell.skip')
    await flow.buy()
    flow.send('modal.close', 'upsell.skip')
    expect(flow.state()).toBe('done')
    expect(flow.persistIndex.mock.calls).toEqual([[1], [2], [4], [5]])
  })

  it('ignores upsell.buy while charging: the charge runs once', async () => {
    let settle: (result: UpsellChargeResult) => void = () => {}
    const flow = startFlow({ charge: () => new Promise((resolve) => (settle = resolve)) })
    flow.send('upsell.buy', 'upsell.buy', 'upsell.skip')
    expect(flow.state()).toBe('charging')
    settle({ outcome: 'success' })
    await waitFor(flow.actor, (snapshot) => snapshot.matches('successModal'))
    expect(flow.charge).toHaveBeenCalledTimes(1)
  })

  it('without a provided charge actor, buying fails', async () => {
    const actor = createActor(createUpsellFlowMachine(), { input: { offers: defaultOffers, index: 0 } }).start()
    actor.send({ type: 'upsell.buy' })
    const snapshot = await waitFor(actor, (s) => s.matches('failedModal'))
    expect(snapshot.context.error).toBe('charge actor not provided')
  })

  describe('packs the student has are never offered again (issue #46)', () => {
    it('opens at the first offer of a pack the student does not own', () => {
      const flow = startFlow({ owned: ['complete_ai'] })
      expect(flow.state()).toBe('offer')
      expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('600_prompts')
      expect(flow.persistIndex.mock.calls).toEqual([[1], [2]])
    })

    it('after buying a pack in the flow, passes over the bundle that holds it and its sale', async () => {
      const flow = startFlow({ offers: longerOffers })
      await flow.buy()
      flow.send('modal.close', 'upsell.skip', 'upsell.skip')
      expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('ai_tools')
      flow.send('upsell.skip')
      expect(flow.state()).toBe('offer')
      expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('extra')
      expect(flow.charge).toHaveBeenCalledTimes(1)
    })

    it('owning the bundle, offers none of its parts: the flow ends', () => {
      const flow = startFlow({ offers: longerOffers, owned: ['ultimate_ai'] })
      expect(flow.state()).toBe('done')
      expect(flow.startProductOnboarding).toHaveBeenCalledTimes(1)
    })

    it('a failed charge does not count as owning the pack', async () => {
      const flow = startFlow({ offers: longerOffers, index: 4, charge: fail() })
      await flow.buy()
      flow.send('modal.close')
      expect(selectCurrentOffer(flow.actor.getSnapshot())?.upsellId).toBe('ultimate')
    })
  })
})
