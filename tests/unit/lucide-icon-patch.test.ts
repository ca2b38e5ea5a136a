/**
 * patches/lucide-react: the server keeps each icon's built attribute tree per icon and props
 * (issue #33). Every use must still render its own props, and props holding objects still work.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Flame, House } from 'lucide-react'
import { describe, expect, it } from 'vitest'

const markup = () =>
  renderToStaticMarkup(
    createElement(
      'div',
      null,
      createElement(Flame, { size: 24, 'aria-hidden': 'true', className: 'streak' }),
      createElement(Flame, { size: 16, className: 'small' }),
      createElement(House, { size: 20, 'aria-label': 'Home' }),
      createElement(House, { size: 20, style: { color: 'red' } }),
      createElement(House, { size: 20, strokeWidth: 3 }),
    ),
  )

describe('lucide icons, built trees kept per icon and props', () => {
  it('renders each use with its own props, the same on every render', () => {
    const first = markup()
    expect(first).toContain('class="lucide lucide-flame streak" aria-hidden="true"')
    expect(first).toMatch(/width="16" height="16"[^>]*class="lucide lucide-flame small"/)
    expect(first).toMatch(/class="lucide lucide-house lucide-home" aria-label="Home"/)
    expect(first).toContain('style="color:red"')
    expect(first).toContain('stroke-width="3"')
    expect(markup()).toBe(first)
  })
})
