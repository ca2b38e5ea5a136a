import { describe, expect, it } from 'vitest'
import { cancellationEmail } from './cancellation'
import { renderEmail } from './render-email'

describe('cancellation email', () => {
  it('confirms no more charges and what stays open until when', async () => {
    const { subject, text } = await renderEmail(
      cancellationEmail({
        siteUrl: 'https://learn.example',
        planName: '4-week plan',
        accessUntil: 'December 24, 2026',
        addOns: ['AI tools pack'],
      }),
    )
    expect(subject).toBe('Your subscription is cancelled: access until December 24, 2026')
    expect(text).toContain('You will not be charged again.')
    expect(text).toContain('Full access until\nDecember 24, 2026')
    expect(text).toContain('Add-ons, also until then\nAI tools pack')
  })

  it('leaves out add-ons when there are none', async () => {
    const { text } = await renderEmail(
      cancellationEmail({ siteUrl: 'https://learn.example', planName: '4-week plan', accessUntil: 'December 24, 2026', addOns: [] }),
    )
    expect(text).not.toContain('Add-ons')
  })
})
