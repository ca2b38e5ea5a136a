import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ScreenTransition } from './screen-transition'

describe('ScreenTransition', () => {
  it('renders the first screen visible on the server (no hidden initial state)', () => {
    const html = renderToStaticMarkup(
      <ScreenTransition screenId="first">
        <h1 tabIndex={-1}>Have you ever used AI?</h1>
      </ScreenTransition>,
    )
    expect(html).toContain('Have you ever used AI?')
    expect(html).not.toMatch(/opacity:\s*0/)
    expect(html).not.toMatch(/translateX/)
  })
})
