import { describe, expect, it } from 'vitest'
import { defaultProductFacts } from '../content/product-fact-text'
import { readableParts, readableText } from './readable-tokens'

const now = new Date('2026-03-01T12:00:00Z')
const screens = [
  { id: 'screen11', title: 'What is your goal?' },
  { id: 'screen12', title: 'Your goal: {{answer:screen11.title}}' },
]

describe('readableParts', () => {
  it('reads {{year}} as the current year, keeping the token beside its value', () => {
    expect(readableParts('Earn $100K in {{year}} with AI', { now })).toEqual([
      { text: 'Earn $100K in ' },
      { token: '{{year}}', value: '2026' },
      { text: ' with AI' },
    ])
  })

  it('reads a product fact as its value, the defaults when no settings are at hand', () => {
    expect(readableText('Over {{fact:learners}} learners')).toBe('Over 500,000 learners')
    expect(readableText('{{ fact:courses }} courses', { facts: { ...defaultProductFacts, courses: 1234 } })).toBe('1,234 courses')
  })

  it('reads an answer as the question it answers, looked up in the funnel', () => {
    expect(readableParts('{{answer:screen11.title}}', { screens })).toEqual([
      { token: '{{answer:screen11.title}}', value: 'answer to “What is your goal?”' },
    ])
    expect(readableText('You chose {{answer:screen11}}', { screens })).toBe('You chose answer to “What is your goal?”')
  })

  it('names the screen id when the question is not in the funnel, and reads a quoted question’s own tokens once', () => {
    expect(readableText('{{answer:gone.title}}', { screens })).toBe('answer to gone')
    expect(readableText('{{answer:screen12}}', { screens })).toBe('answer to “Your goal: answer to screen11”')
  })

  it('reads the visitor’s own tokens and dates in words', () => {
    expect(readableText('Hi {{name}} ({{email}}), by {{date:+28d}} or {{date:+1m}}')).toBe(
      'Hi visitor’s name (visitor’s email), by month 28 days from now or month 1 month from now',
    )
  })

  it('leaves an unknown token readable as its words', () => {
    expect(readableParts('Hello {{nickname}}!')).toEqual([{ text: 'Hello ' }, { token: '{{nickname}}', value: 'nickname' }, { text: '!' }])
  })

  it('leaves plain text as it is', () => {
    expect(readableParts('What is your age?')).toEqual([{ text: 'What is your age?' }])
    expect(readableParts('')).toEqual([])
  })

  it('leaves no {{ in any output', () => {
    const texts = [
      'Earn $100K in {{year}}…',
      'Over {{fact:learners}}…',
      '{{answer:screen11.title}}',
      '{{bogus:x}} {{ name }}',
      '{{answer:screen12}}',
    ]
    for (const text of texts) expect(readableText(text, { screens, now })).not.toContain('{{')
  })
})
