// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { domRootPerTest } from '../../tests/support/dom-root'
import { Disclosure } from './disclosure'
import { ProgressBar } from './progress'
import { TextField } from './text-field'
import { Toaster, toastDuration, useToast } from './toast'

const dom = domRootPerTest()
afterEach(() => vi.useRealTimers())

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('TextField', () => {
  it('ticks each rule as the person types and shows or hides the password', () => {
    dom.render(
      <TextField
        label="Password"
        type="password"
        name="password"
        rules={[
          { label: 'At least 8 characters', met: (value) => value.length >= 8 },
          { label: 'A number', met: (value) => /\d/.test(value) },
        ]}
      />,
    )
    const input = dom.container.querySelector('input')!
    const rules = () => [...dom.container.querySelectorAll('.ui-rules li')].map((li) => li.getAttribute('data-met'))
    expect(rules()).toEqual(['false', 'false'])
    type(input, 'abc1')
    expect(rules()).toEqual(['false', 'true'])
    type(input, 'abcdefg1')
    expect(rules()).toEqual(['true', 'true'])

    expect(input.type).toBe('password')
    const toggle = dom.container.querySelector<HTMLButtonElement>('.ui-field__toggle')!
    act(() => toggle.click())
    expect(input.type).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
  })

  it('ties the server message to the field', () => {
    dom.render(<TextField label="Email" name="email" error="Enter an email like name@example.com" />)
    const input = dom.container.querySelector('input')!
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const error = dom.container.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`)
    expect(error?.textContent).toBe('Enter an email like name@example.com')
  })
  it('keeps a hidden label for a field whose purpose is plain from its place', () => {
    dom.render(<TextField label="Message" labelHidden multiline />)
    const label = dom.container.querySelector('label')!
    expect(label.className).toBe('ui-sr-only')
    expect(label.htmlFor).toBe(dom.container.querySelector('textarea')!.id)
  })
})

describe('ProgressBar', () => {
  it('announces a percentage, or for work of unknown length no number at all', () => {
    dom.render(<ProgressBar value={0.42} label="Done" />)
    expect(dom.container.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('42')
    dom.render(<ProgressBar value={null} label="Making" />)
    const bar = dom.container.querySelector('[role="progressbar"]')!
    expect(bar.getAttribute('aria-label')).toBe('Making')
    expect(bar.hasAttribute('aria-valuenow')).toBe(false)
    expect(bar.className).toContain('ui-progress--indeterminate')
  })
})

describe('Disclosure', () => {
  it('opens and closes its panel and says so to assistive technology', () => {
    dom.render(<Disclosure summary="How do refunds work?">Within 14 days.</Disclosure>)
    const button = dom.container.querySelector('button')!
    const panel = dom.container.querySelector<HTMLElement>('.ui-disclosure__panel')!
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
    act(() => button.click())
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel.hidden).toBe(false)
  })
})

describe('Toaster', () => {
  function Trigger({ text }: { text: string | null }) {
    const show = useToast()
    return (
      <button type="button" onClick={() => show(text)}>
        show
      </button>
    )
  }

  it('shows a failure for 20 seconds (spec), and nothing for a null title', () => {
    vi.useFakeTimers()
    dom.render(
      <Toaster>
        <Trigger text="Could not load your lessons" />
        <Trigger text={null} />
      </Toaster>,
    )
    const [failing, silent] = dom.container.querySelectorAll('button')
    act(() => silent!.click())
    expect(dom.container.querySelectorAll('.ui-toast')).toHaveLength(0)
    act(() => failing!.click())
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain('Could not load your lessons')
    act(() => void vi.advanceTimersByTime(toastDuration.failure - 100))
    expect(dom.container.querySelectorAll('.ui-toast')).toHaveLength(1)
    act(() => void vi.advanceTimersByTime(200))
    expect(dom.container.querySelectorAll('.ui-toast')).toHaveLength(0)
    expect(toastDuration.failure).toBe(20_000)
  })
})
