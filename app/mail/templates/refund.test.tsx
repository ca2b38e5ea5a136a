import { describe, expect, it } from 'vitest'
import { refundEmail } from './refund'
import { renderEmail } from './render-email'

describe('refund email', () => {
  it('says what was refunded, when, to which card, and what it ended', async () => {
    const props = {
      siteUrl: 'https://learn.example',
      item: 'AI tools pack',
      amount: '$24.99',
      date: 'November 26, 2026',
      cardLast4: '0077',
    }
    const addOn = await renderEmail(refundEmail({ ...props, ends: 'add-on' }))
    expect(addOn.subject).toBe('Your refund of $24.99 is on its way')
    expect(addOn.text).toContain('Refunded\n$24.99')
    expect(addOn.text).toContain('Date\nNovember 26, 2026')
    expect(addOn.text).toContain('Back to\nCard ending in 0077')
    expect(addOn.text).toContain('AI tools pack is no longer on your account.')
    const plan = await renderEmail(refundEmail({ ...props, item: '4-week plan', ends: 'subscription', cardLast4: null }))
    expect(plan.text).toContain('Your access to 4-week plan ended with this refund.')
    expect(plan.text).not.toContain('Back to')
  })
})
