import { describe, expect, it } from 'vitest'
import { dailyPromptLimit, PAID_DAILY_PROMPTS, paysForAi, TRIAL_DAILY_PROMPTS } from './ai-allowance'

describe('the AI allowance', () => {
  it('gives the full allowance to active and redemption accounts, the small one to every other', () => {
    expect(paysForAi('active')).toBe(true)
    expect(paysForAi('redemption')).toBe(true)
    expect(dailyPromptLimit('active')).toBe(PAID_DAILY_PROMPTS)
    for (const status of ['other', null, undefined] as const) {
      expect(paysForAi(status)).toBe(false)
      expect(dailyPromptLimit(status)).toBe(TRIAL_DAILY_PROMPTS)
    }
    expect(TRIAL_DAILY_PROMPTS).toBeLessThan(PAID_DAILY_PROMPTS)
  })

  it("adds an owned pack's prompts to the plan's allowance, and after the plan ends to the unpaid one: the pack is kept for life", () => {
    expect(dailyPromptLimit('active', 50)).toBe(PAID_DAILY_PROMPTS + 50)
    expect(dailyPromptLimit('redemption', 25)).toBe(PAID_DAILY_PROMPTS + 25)
    expect(dailyPromptLimit('other', 50)).toBe(TRIAL_DAILY_PROMPTS + 50)
    expect(dailyPromptLimit('active', -5)).toBe(PAID_DAILY_PROMPTS)
  })
})
