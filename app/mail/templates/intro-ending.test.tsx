import { describe, expect, it } from 'vitest'
import { introEndingEmail } from './intro-ending'
import { renderEmail } from './render-email'

describe('introductory price reminder', () => {
  it('gives the date the introductory price ends and the later price, with the way to cancel', async () => {
    const { subject, text } = await renderEmail(
      introEndingEmail({
        siteUrl: 'https://learn.example',
        planName: '1-week trial',
        date: 'December 3, 2026',
        renewal: '$29.99 every 4 weeks',
        cardLast4: '4444',
      }),
    )
    expect(subject).toBe('Your introductory price ends on December 3, 2026')
    expect(text).toContain('Introductory price ends\nDecember 3, 2026')
    expect(text).toContain('Then\n$29.99 every 4 weeks')
    expect(text).toContain('Charged to\nCard ending in 4444')
    expect(text.replace(/\s+/g, ' ')).toContain('If you would rather stop, cancel before December 3, 2026.')
    expect(text).toContain('https://learn.example/profile/settings/subscriptions')
  })
})
