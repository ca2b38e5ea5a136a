import { describe, expect, it } from 'vitest'
import { receiptEmail } from './receipt'
import { renderEmail } from './render-email'

const seller = { legalName: 'AI Learning Demo Ltd', address: '12 Example Street\nLondon N1 9GU\nUnited Kingdom', taxId: 'GB 123 4567 89' }
const base = {
  siteUrl: 'https://learn.example',
  item: '4-week plan',
  amount: '$19.99',
  date: 'November 26, 2026',
  cardLast4: '0077',
  invoiceNumber: 'INV-0000417',
  seller,
}

describe('receipt email', () => {
  it('reads as a receipt in plain text: item, amount, date, card, next charge and a link', async () => {
    const { subject, text } = await renderEmail(
      receiptEmail({ ...base, kind: 'first payment', nextCharge: { amount: '$29.99', date: 'December 24, 2026' } }),
    )
    expect(subject).toBe('Your receipt for 4-week plan: $19.99')
    expect(text).toContain('Payment received')
    expect(text).toContain('Item\n4-week plan')
    expect(text).toContain('Amount paid\n$19.99')
    expect(text).toContain('Date\nNovember 26, 2026')
    expect(text).toContain('Invoice number\nINV-0000417')
    expect(text).toContain('Paid with\nCard ending in 0077')
    expect(text).toContain('Next charge\n$29.99 on December 24, 2026')
    expect(text).toContain('https://learn.example/home')
    expect(text).not.toMatch(/<\/?[a-z]/i)
  })

  it('shows a save offer discount on a renewal: the regular price and the percent off', async () => {
    const { text } = await renderEmail(
      receiptEmail({
        ...base,
        kind: 'renewal',
        amount: '$20.99',
        nextCharge: { amount: '$29.99', date: 'January 21, 2027' },
        discount: { regular: '$29.99', percentOff: 30 },
      }),
    )
    expect(text).toContain('Amount paid\n$20.99')
    expect(text).toContain('Regular price\n$29.99')
    expect(text).toContain('Discount\n30% off this renewal')
  })

  it('names each kind of charge in its subject, and an add-on has no next charge', async () => {
    const addOn = await renderEmail(receiptEmail({ ...base, kind: 'add-on', item: 'AI tools pack', nextCharge: null }))
    expect(addOn.subject).toBe('Your receipt for AI tools pack: $19.99')
    expect(addOn.text).not.toContain('Next charge')
    expect((await renderEmail(receiptEmail({ ...base, kind: 'renewal', nextCharge: null }))).subject).toBe(
      'Your 4-week plan renewed: receipt for $19.99',
    )
    expect((await renderEmail(receiptEmail({ ...base, kind: 'plan change', nextCharge: null }))).subject).toBe(
      'You switched to 4-week plan: receipt for $19.99',
    )
  })

  it('names the seller: legal name, address line by line, tax number', async () => {
    const { text, html } = await renderEmail(receiptEmail({ ...base, kind: 'first payment', nextCharge: null }))
    expect(text).toContain('Sold by\nAI Learning Demo Ltd\n12 Example Street\nLondon N1 9GU\nUnited Kingdom\nTax number: GB 123 4567 89')
    expect(html).toContain('AI Learning Demo Ltd')
    const untaxed = await renderEmail(
      receiptEmail({ ...base, kind: 'first payment', nextCharge: null, seller: { ...seller, taxId: null } }),
    )
    expect(untaxed.text).not.toContain('Tax number')
  })

  it('leaves the seller out while the site settings name none', async () => {
    const { text } = await renderEmail(receiptEmail({ ...base, kind: 'renewal', nextCharge: null, seller: null }))
    expect(text).not.toContain('Sold by')
    expect(text).toContain('Invoice number\nINV-0000417')
  })

  it('an add-on receipt says what the pack gives, that it is kept, and links where to use it', async () => {
    const pack = {
      name: 'Complete AI pack',
      gives: ['30,000 prompts in the prompt library, sorted by job and task'],
      lasts: 'Lifetime access — yours after the plan ends',
      use: { label: 'Open the prompt library', href: 'https://learn.example/prompts' },
    }
    const { text } = await renderEmail(receiptEmail({ ...base, kind: 'add-on', item: 'Complete AI pack', nextCharge: null, pack }))
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('The Complete AI pack is yours to keep.')
    expect(flat).toContain('• 30,000 prompts in the prompt library, sorted by job and task')
    expect(flat).toContain('• Lifetime access — yours after the plan ends')
    expect(text).toContain('Open the prompt library https://learn.example/prompts')
    expect(text).not.toContain('ready in the app')
  })
})
