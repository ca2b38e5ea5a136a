import { describe, expect, it } from 'vitest'
import { placeholderLabel } from './placeholder-label'

describe('placeholderLabel', () => {
  it('names a template’s choices for a person, never by the variable', () => {
    expect(placeholderLabel('topic')).toBe('What it is about')
    expect(placeholderLabel('audience')).toBe('Who it is for')
    expect(placeholderLabel('length')).toBe('How long')
    expect(placeholderLabel('call_to_action')).toBe('Call to action')
    expect(placeholderLabel('targetMarket')).toBe('Target market')
  })
})
