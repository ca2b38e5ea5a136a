import { describe, expect, it } from 'vitest'
import { promptsInLibrary, promptsInTemplate } from './prompt-count'

describe('counting the prompt library', () => {
  it('counts one prompt per combination of options', () => {
    expect(promptsInTemplate({ placeholders: [{ options: ['a', 'b', 'c'] }, { options: ['x', 'y'] }] })).toBe(6)
  })

  it('counts a template without choices as one prompt', () => {
    expect(promptsInTemplate({ placeholders: [] })).toBe(1)
    expect(promptsInTemplate({})).toBe(1)
  })

  it('counts a placeholder with no options as no prompt at all', () => {
    expect(promptsInTemplate({ placeholders: [{ options: ['a'] }, { options: [] }] })).toBe(0)
  })

  it('adds the templates of a library', () => {
    expect(promptsInLibrary([{ placeholders: [{ options: ['a', 'b'] }] }, { placeholders: [{ options: ['a', 'b', 'c'] }] }, {}])).toBe(6)
  })
})
