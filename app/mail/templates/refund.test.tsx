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
      creditNoteNumber: 'CN-0000420',
      invoiceNumber: 'INV-0000417',
      seller: { legalName: 'AI Learning Demo Ltd', address: '12 Example Street\nLondon N1 9GU' },
    }
    const addOn = await renderEmail(refundEmail({ ...props, ends: 'add-on' }))
    expect(addOn.subject).toBe('Your refund of $24.99 is on its way')
    expect(addOn.text).toContain('Refunded\n$24.99')
    expect(addOn.text).toContain('Date\nNovember 26, 2026')
    expect(addOn.text).toContain('Credit note number\nCN-0000420')
    expect(addOn.text).toContain('Refund of invoice\nINV-0000417')
    expect(addOn.text).toContain('Back to\nCard ending in 0077')
    expect(addOn.text).toContain('Sold by\nAI Learning Demo Ltd\n12 Example Street\nLondon N1 9GU')
    expect(addOn.text).toContain('AI tools pack is no longer on your account.')
    const plan = await renderEmail(
      refundEmail({ ...props, item: '4-week plan', ends: 'subscription', cardLast4: null, creditNoteNumber: null, seller: null }),
    )
    expect(plan.text).toContain('Your access to 4-week plan ended with this refund.')
    expect(plan.text).not.toContain('Back to')
    expect(plan.text).not.toContain('Credit note')
    expect(plan.text).toContain('Refund of invoice\nINV-0000417')
  })
})
