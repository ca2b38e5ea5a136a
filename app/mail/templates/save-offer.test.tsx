import { describe, expect, it } from 'vitest'
import { renderEmail } from './render-email'
import { saveOfferEmail } from './save-offer'

const base = { siteUrl: 'https://learn.example', planName: '4-week plan' }

describe('save offer email', () => {
  it('for a pause, says until when access runs, how long it pauses and the next charge', async () => {
    const { subject, text } = await renderEmail(
      saveOfferEmail({ ...base, kind: 'pause', accessUntil: 'January 10, 2027', pausedUntil: 'February 7, 2027', nextCharge: '$29.99' }),
    )
    expect(subject).toBe('Your plan is paused until February 7, 2027')
    expect(text).toContain('Access until\nJanuary 10, 2027')
    expect(text).toContain('Next charge\n$29.99 on February 7, 2027')
    expect(text).toContain('https://learn.example/profile/settings/subscriptions')
    expect(text).not.toMatch(/<\/?[a-z]/i)
  })

  it('for a discount, names the discounted and the regular price', async () => {
    const { subject, text } = await renderEmail(
      saveOfferEmail({
        ...base,
        kind: 'discount',
        percentOff: 30,
        discounted: '$20.99',
        regular: '$29.99',
        chargeOn: 'January 10, 2027',
        periodLabel: '4 weeks',
      }),
    )
    expect(subject).toBe('Your next renewal is 30% off')
    expect(text).toContain('Next charge\n$20.99 on January 10, 2027 (instead of $29.99)')
    expect(text).toContain('After that\n$29.99 every 4 weeks')
  })

  it('for a plan switch, names the new plan and its price', async () => {
    const { subject, text } = await renderEmail(
      saveOfferEmail({ ...base, kind: 'switch-plan', newPlanName: '12-week plan', price: '$59.99', periodLabel: '12 weeks' }),
    )
    expect(subject).toBe('You are switching to 12-week plan')
    expect(text).toContain('Price\n$59.99 every 12 weeks')
  })
})
