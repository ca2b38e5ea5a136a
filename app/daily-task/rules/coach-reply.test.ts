import { describe, expect, it } from 'vitest'
import { analysePrompt } from '~/ai/rules/prompt-criteria'
import { coachReply, strengthenedPrompt } from './coach-reply'

describe('the daily task coach (no model)', () => {
  it('works on the student’s own prompt: names what it has, what to add, and rewrites it with every part', () => {
    const prompt = 'Write a birthday message for my sister'
    const reply = coachReply(prompt)
    expect(reply).toContain('your prompt already has')
    expect(reply).toContain('**Format:**')
    expect(reply).toContain('**Role:**')
    expect(reply).toContain(`“${strengthenedPrompt(prompt)}”`)
    expect(reply).not.toMatch(/Open the (lesson|tip|course)|\]\(\//)
    const stronger = strengthenedPrompt(prompt)
    expect(stronger).toContain('Write a birthday message for my sister.')
    expect(analysePrompt(stronger).every((verdict) => verdict.found)).toBe(true)
  })

  it('says so when the prompt already has every part', () => {
    const complete = strengthenedPrompt('Explain photosynthesis')
    expect(coachReply(complete)).toContain('It has every part of a good prompt')
    expect(coachReply(complete)).not.toContain('stronger')
  })
})
