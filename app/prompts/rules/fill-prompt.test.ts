import { describe, expect, it } from 'vitest'
import { assistantHref, chosenOptions, fillPrompt } from './fill-prompt'

const placeholders = [
  { name: 'tone', options: ['friendly', 'formal'] },
  { name: 'topic', options: ['pricing', 'a launch'] },
]

describe('filling a prompt', () => {
  it('takes the options asked for and the first option otherwise', () => {
    const asked: Record<string, string> = { tone: 'formal', topic: 'not an option' }
    expect(chosenOptions(placeholders, (name) => asked[name])).toEqual({ tone: 'formal', topic: 'pricing' })
  })

  it('replaces every placeholder, spaces inside the braces too, and leaves unknown ones', () => {
    expect(fillPrompt('Write a {{tone}} email about {{ topic }} ({{other}}).', { tone: 'formal', topic: 'pricing' })).toBe(
      'Write a formal email about pricing ({{other}}).',
    )
  })

  it('opens the filled prompt in the assistant with the way back', () => {
    const href = assistantHref('Write a formal email & more', '/prompts?job=Freelancer')
    const url = new URL(href, 'http://site.invalid')
    expect(url.pathname).toBe('/assistant')
    expect(url.searchParams.get('prompt')).toBe('Write a formal email & more')
    expect(url.searchParams.get('back')).toBe('/prompts?job=Freelancer')
  })
})
