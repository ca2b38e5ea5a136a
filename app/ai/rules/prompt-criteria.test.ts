import { describe, expect, it } from 'vitest'
import { analysePrompt, type PromptPart } from './prompt-criteria'

const found = (prompt: string) =>
  Object.fromEntries(analysePrompt(prompt).map((verdict) => [verdict.part, verdict.found])) as Record<PromptPart, boolean>

const complete =
  'You are a patient math tutor. My daughter is 10 and struggles with fractions. Explain how to add fractions in 3 bullet points, avoid jargon, friendly tone.'

describe('analysePrompt', () => {
  it('finds every part in a complete prompt', () => {
    expect(found(complete)).toEqual({ role: true, context: true, task: true, format: true, constraints: true, examples: true })
  })

  it.each<[PromptPart, string]>([
    ['role', 'My daughter is 10. Explain how to add fractions in 3 bullet points, avoid jargon, friendly tone.'],
    ['context', 'You are a tutor. Explain how to add fractions in 3 bullet points, avoid jargon, friendly tone.'],
    ['task', 'You are a tutor. My daughter is 10 and fractions confuse her; 3 bullet points, avoid jargon, friendly tone.'],
    ['format', 'You are a tutor. My daughter is 10. Explain how to add fractions, avoid jargon, friendly tone.'],
    ['constraints', 'You are a tutor. My daughter is 10. Explain how to add fractions as a list, in a friendly tone.'],
    ['examples', 'You are a tutor. My daughter is 10. Explain how to add fractions in 3 bullet points, avoid jargon.'],
  ])('notices a prompt without %s', (part, prompt) => {
    const parts = found(prompt)
    expect(parts[part]).toBe(false)
    expect(
      Object.entries(parts)
        .filter(([other]) => other !== part)
        .every(([, present]) => present),
    ).toBe(true)
  })

  it('finds nothing in an empty prompt, and no part is judged by length', () => {
    expect(Object.values(found('   ')).some(Boolean)).toBe(false)
    expect(found('Explain fractions.')).toMatchObject({ task: true, role: false, context: false })
  })
})
