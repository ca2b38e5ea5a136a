import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ReadableTokens } from './ReadableTokens'

describe('ReadableTokens', () => {
  it('shows each token as a chip with its value, the raw token in its title', () => {
    const html = renderToStaticMarkup(
      <ReadableTokens text="Over {{fact:learners}}: {{answer:goal.title}}" screens={[{ id: 'goal', title: 'What is your goal?' }]} />,
    )
    expect(html).toBe(
      'Over <span class="studio-token" title="{{fact:learners}}">500,000</span>: ' +
        '<span class="studio-token" title="{{answer:goal.title}}">answer to “What is your goal?”</span>',
    )
  })
})
