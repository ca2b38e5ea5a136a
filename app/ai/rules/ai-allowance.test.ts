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
})
