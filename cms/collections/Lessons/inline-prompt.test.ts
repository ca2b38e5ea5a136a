import { describe, expect, it } from 'vitest'
import { checkPlaceholders, placeholderNames } from './inline-prompt'

describe('inline prompt placeholders', () => {
  it('finds each {{placeholder}} once, spaces allowed', () => {
    expect(placeholderNames('A {{tone}} post about {{ topic }} in a {{tone}} voice')).toEqual(['tone', 'topic'])
  })

  it('accepts a prompt whose placeholders all have options', () => {
    expect(checkPlaceholders('A {{tone}} post', [{ name: 'tone', options: ['warm'] }])).toBe(true)
    expect(checkPlaceholders('No placeholders here', [])).toBe(true)
  })

  it('names every mismatch in one message', () => {
    const message = checkPlaceholders('A {{tone}} post about {{topic}}', [
      { name: 'topic', options: [] },
      { name: 'length', options: ['short'] },
    ])
    expect(message).toBe('{{tone}} has no options; "topic" needs at least one option; "length" is not used in the prompt')
  })
})
