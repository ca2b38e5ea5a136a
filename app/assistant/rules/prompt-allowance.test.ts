import { describe, expect, it } from 'vitest'
import {
  allowanceAnswer,
  allowanceSentence,
  asksAboutPromptLimit,
  packShortName,
  promptLimitMessage,
  promptsLeftText,
  type PromptAllowance,
} from './prompt-allowance'

const withPack: PromptAllowance = { limit: 100, paying: true, pack: { name: 'AI tools pack', prompts: 50 } }
const planOnly: PromptAllowance = { limit: 50, paying: true, pack: null }
const free: PromptAllowance = { limit: 10, paying: false, pack: null }

describe('the prompt allowance in words (#30: the AI tools pack’s extra prompts are said wherever the limit is)', () => {
  it('says the limit including the pack', () => {
    expect(allowanceSentence(withPack)).toBe('100 prompts a day with your AI tools pack')
    expect(allowanceSentence(planOnly)).toBe('50 prompts a day with your plan')
    expect(allowanceSentence(free)).toBe('10 free AI prompts a day')
  })

  it('names the pack the count comes from in the composer, only when there is one', () => {
    expect(promptsLeftText(37, withPack)).toBe('37 of 100 prompts left today · 100 prompts a day with your AI tools pack')
    expect(promptsLeftText(49, planOnly)).toBe('49 of 50 prompts left today')
  })

  it('says the pack in the limit message', () => {
    expect(promptLimitMessage(withPack)).toBe(
      'You have used all 100 assistant prompts for today (100 prompts a day with your AI tools pack). New prompts are available tomorrow.',
    )
    expect(promptLimitMessage(planOnly)).toBe('You have used all 50 assistant prompts for today. New prompts are available tomorrow.')
    expect(promptLimitMessage(free)).toMatch(/^You have used all 10 free AI prompts for today\..*a plan for 50 prompts a day\.$/)
  })

  it('answers a question about the limit with the plan’s and the pack’s share', () => {
    expect(allowanceAnswer(withPack, 37)).toBe(
      'You can send 100 prompts a day with your AI tools pack: 50 with your plan and 50 more from the pack. You have 37 prompts left today; the count starts again tomorrow.',
    )
    expect(allowanceAnswer(planOnly, 1)).toBe(
      'You can send 50 prompts a day with your plan. You have 1 prompt left today; the count starts again tomorrow.',
    )
    expect(allowanceAnswer(free, 3)).toMatch(/^Your account has 10 free AI prompts a day\. You have 3 prompts left today/)
  })

  it.each([
    'How many prompts do I have left?',
    'what is my daily prompt limit',
    'Why did the AI tools pack not raise my prompt limit?',
    'How many messages can I send per day?',
    'how many questions a day can I ask',
  ])('knows %j asks about the allowance', (question) => {
    expect(asksAboutPromptLimit(question)).toBe(true)
  })

  it.each([
    'Write a prompt that limits the answer to 100 words and a friendly tone for my team',
    'How do I write a good prompt?',
    'Explain few-shot prompting',
  ])('leaves %j to the assistant', (question) => {
    expect(asksAboutPromptLimit(question)).toBe(false)
  })

  it('shortens a pack title to its name', () => {
    expect(packShortName('AI tools pack')).toBe('AI tools pack')
    expect(packShortName('Personal boost pack: 600 prompts — 50% off')).toBe('Personal boost pack')
  })
})
