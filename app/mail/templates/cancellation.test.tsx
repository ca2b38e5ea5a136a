import { describe, expect, it } from 'vitest'
import { cancellationEmail } from './cancellation'
import { renderEmail } from './render-email'

const completeAi = {
  name: 'Complete AI pack',
  gives: ['30,000 prompts in the prompt library, sorted by job and task'],
  lasts: 'Lifetime access — yours after the plan ends',
  use: { label: 'Open the prompt library', href: 'https://learn.example/prompts' },
}
const base = { siteUrl: 'https://learn.example', planName: '4-week plan', accessUntil: 'December 24, 2026' }

describe('cancellation email', () => {
  it('confirms no more charges, the plan ending on its date, and a lifetime pack kept', async () => {
    const { subject, text } = await renderEmail(cancellationEmail({ ...base, packs: [completeAi] }))
    expect(subject).toBe('Your subscription is cancelled: access until December 24, 2026')
    expect(text).toContain('You will not be charged again.')
    expect(text).toContain('Full access until\nDecember 24, 2026')
    expect(text).toContain('Yours to keep after the plan ends\nComplete AI pack')
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('Only the plan ends then.')
    expect(flat).toContain('Complete AI pack: yours to keep. 30,000 prompts in the prompt library, sorted by job and task.')
    expect(flat).toContain('Lifetime access — yours after the plan ends')
    expect(text).toContain('https://learn.example/prompts')
    // The pack is never listed as ending with the plan (issue #46).
    expect(text).not.toMatch(/also until then|ends with/i)
  })

  it('with no packs names only the plan', async () => {
    const { text } = await renderEmail(cancellationEmail({ ...base, packs: [] }))
    expect(text).not.toMatch(/yours to keep|Lifetime/i)
    expect(text).toContain('https://learn.example/home')
  })

  it('with several packs links to What you own', async () => {
    const tools = { ...completeAi, name: 'AI tools pack', use: { label: 'Open the AI tools', href: 'https://learn.example/ai-tools' } }
    const { text } = await renderEmail(cancellationEmail({ ...base, packs: [completeAi, tools] }))
    expect(text).toContain('Yours to keep after the plan ends\nComplete AI pack, AI tools pack')
    expect(text).toContain('https://learn.example/profile/owned')
  })
})
