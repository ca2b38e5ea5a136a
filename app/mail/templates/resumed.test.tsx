import { describe, expect, it } from 'vitest'
import { renderEmail } from './render-email'
import { resumedEmail } from './resumed'

const base = { siteUrl: 'https://learn.example', planName: '4-week plan' }

describe('resumed email', () => {
  it('says the plan continues and names the next charge', async () => {
    const { subject, text } = await renderEmail(
      resumedEmail({ ...base, nextCharge: { amount: '$29.99', date: 'December 24, 2026' }, retryOn: null }),
    )
    expect(subject).toBe('Your 4-week plan continues')
    expect(text).toContain('You resumed 4-week plan')
    expect(text).toContain('Next charge\n$29.99 on December 24, 2026')
    expect(text).toContain('https://learn.example/home')
    expect(text).not.toMatch(/<\/?[a-z]/i)
  })

  it('resumed during a retried renewal, names the day the card is tried again instead', async () => {
    const { text } = await renderEmail(
      resumedEmail({ ...base, nextCharge: { amount: '$29.99', date: 'December 24, 2026' }, retryOn: 'November 28, 2026' }),
    )
    expect(text).toContain('We try your card again on\nNovember 28, 2026')
    expect(text).not.toContain('Next charge')
  })
})
