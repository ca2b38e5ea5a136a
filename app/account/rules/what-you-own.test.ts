import { describe, expect, it } from 'vitest'
import { recentPurchase, whatYouOwn } from './what-you-own'

const now = new Date('2026-12-07T12:00:00Z')
const plan = (changes: Partial<Parameters<typeof whatYouOwn>[0][number]> = {}) => ({
  planName: '4-week plan',
  status: 'active' as const,
  startedAt: '2026-12-01T10:00:00Z',
  endDate: '2026-12-29T10:00:00Z',
  renewalCents: 2999,
  currency: 'USD',
  ...changes,
})

describe('whatYouOwn', () => {
  it('lists the running plan with what it includes and each pack with what it gives, kept for life', () => {
    const own = whatYouOwn([plan()], [{ pack: 'complete_ai', state: 'owned', boughtAt: '2026-12-01T10:05:00Z' }], now)
    expect(own.plan).toMatchObject({ name: '4-week plan', state: 'renews', renewal: { cents: 2999, currency: 'USD' } })
    expect(own.plan!.gives.length).toBeGreaterThan(0)
    expect(own.packs).toEqual([
      {
        pack: 'complete_ai',
        name: 'Complete AI pack',
        gives: ['30,000 prompts in the prompt library, sorted by job and task'],
        lasts: 'Lifetime access — yours after the plan ends',
        use: { label: 'Open the prompt library', href: '/prompts' },
        confirming: false,
        boughtAt: '2026-12-01T10:05:00Z',
      },
    ])
  })

  it('a cancelled plan shows until its end date, then is gone; an expired one is not shown', () => {
    expect(whatYouOwn([plan({ status: 'cancelled' })], [], now).plan).toMatchObject({ state: 'ends', renewal: null })
    expect(whatYouOwn([plan({ status: 'cancelled', endDate: '2026-12-06T00:00:00Z' })], [], now).plan).toBeNull()
    expect(whatYouOwn([plan({ status: 'expired' })], [], now).plan).toBeNull()
    expect(whatYouOwn([plan({ status: 'redemption' })], [], now).plan).toMatchObject({ state: 'retrying', renewal: null })
  })

  it('a paused plan says until when it is paused, and renews then at its price', () => {
    expect(whatYouOwn([plan({ pausedUntil: '2027-01-26T10:00:00Z' })], [], now).plan).toMatchObject({
      state: 'paused',
      until: '2026-12-29T10:00:00Z',
      pausedUntil: '2027-01-26T10:00:00Z',
      renewal: { cents: 2999, currency: 'USD' },
    })
  })

  it('the Ultimate AI pack gives what its parts give', () => {
    const [ultimate] = whatYouOwn([], [{ pack: 'ultimate_ai', state: 'owned', boughtAt: '2026-12-01T10:05:00Z' }], now).packs
    expect(ultimate!.gives).toEqual(
      expect.arrayContaining(['30,000 prompts in the prompt library, sorted by job and task', 'Image and avatar-video tools']),
    )
  })
})

describe('recentPurchase (the Home card)', () => {
  const own = (boughtAt: string, state: 'owned' | 'processing' = 'owned') =>
    whatYouOwn([plan({ startedAt: '2026-12-06T00:00:00Z' })], [{ pack: 'ai_tools', state, boughtAt }], now)

  it('shows the pack bought in the last 7 days, with where to use it', () => {
    expect(recentPurchase(own('2026-12-01T12:00:00Z'), now)).toEqual({
      name: 'AI tools pack',
      gives: ['Image and avatar-video tools', '50 more assistant prompts every day'],
      use: { label: 'Open the AI tools', href: '/ai-tools' },
    })
  })

  it('goes after a week, waits while the payment is confirmed, and never shows for a plan alone', () => {
    expect(recentPurchase(own('2026-11-30T11:59:00Z'), now)).toBeNull()
    expect(recentPurchase(own('2026-12-07T11:00:00Z', 'processing'), now)).toBeNull()
    expect(recentPurchase(whatYouOwn([plan({ startedAt: '2026-12-07T11:00:00Z' })], [], now), now)).toBeNull()
  })
})
