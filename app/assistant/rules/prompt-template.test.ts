import { describe, expect, it } from 'vitest'
import { defaultChoices, fillTemplate, placeholders, type PromptTemplate, promptTemplates } from './prompt-template'

const template: PromptTemplate = {
  id: 't',
  title: 'T',
  text: 'Explain {{topic}} to {{ audience }} — again: {{topic}}. Keep {{free}}.',
  options: { topic: ['LLMs', 'prompts'], audience: ['a manager', 'a child'] },
}

describe('prompt templates', () => {
  it('finds each placeholder once, in order, with or without spaces inside the braces', () => {
    expect(placeholders(template.text)).toEqual(['topic', 'audience', 'free'])
    expect(placeholders('No placeholders here, not even {single} or {{ }}.')).toEqual([])
  })

  it('takes the first option of each placeholder by default', () => {
    expect(defaultChoices(template)).toEqual({ topic: 'LLMs', audience: 'a manager', free: '' })
    expect(fillTemplate(template)).toBe('Explain LLMs to a manager — again: LLMs. Keep {{free}}.')
  })

  it('uses a chosen option, and ignores a choice that is not one of the options', () => {
    expect(fillTemplate(template, { audience: 'a child', topic: 'made up' })).toBe('Explain LLMs to a child — again: LLMs. Keep {{free}}.')
  })

  it('ships templates whose every placeholder has options', () => {
    for (const shipped of promptTemplates) {
      for (const name of placeholders(shipped.text)) expect(shipped.options[name]?.length, `${shipped.id}: ${name}`).toBeGreaterThan(0)
      expect(fillTemplate(shipped)).not.toMatch(/\{\{/)
    }
  })
})
