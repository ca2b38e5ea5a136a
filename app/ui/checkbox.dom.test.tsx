// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { domRootPerTest } from '../../tests/support/dom-root'
import { Checkbox } from './checkbox'

const dom = domRootPerTest()

describe('Checkbox', () => {
  it('is checked by a tap on its label and ties our message to the box', () => {
    dom.render(<Checkbox label="Yes, delete my profile" name="confirm" value="yes" error="Tick the box to confirm." />)
    const box = dom.container.querySelector('input')!
    expect(box.type).toBe('checkbox')
    act(() => dom.container.querySelector('label')!.click())
    expect(box.checked).toBe(true)
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(dom.container.querySelector(`#${CSS.escape(box.getAttribute('aria-describedby')!)}`)?.textContent).toBe(
      'Tick the box to confirm.',
    )
  })
})
