// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ChoiceGroup, RatingChoice } from './choice-group'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const options = [
  { value: 'content', label: 'The content' },
  { value: 'bug', label: 'Something broke' },
] as const

function Topic() {
  const [value, setValue] = useState<string | null>(null)
  return (
    <>
      <ChoiceGroup legend="What went wrong?" name="topic" options={options} value={value} onChange={setValue} />
      <RatingChoice legend="Your rating" name="stars" value={null} onChange={() => {}} />
      <output>{value ?? 'none'}</output>
    </>
  )
}

describe('ChoiceGroup', () => {
  it('draws each option as a designed row around a native radio of one group, named by its label', () => {
    act(() => root.render(<Topic />))
    const rows = [...container.querySelectorAll<HTMLLabelElement>('fieldset.ui-options > label.ui-option')]
    expect(rows.map((row) => row.textContent)).toEqual(['The content', 'Something broke'])
    for (const row of rows) {
      const radio = row.querySelector('input')!
      expect(radio.type).toBe('radio')
      expect(radio.name).toBe('topic')
    }
    expect(container.querySelector('fieldset.ui-options > legend')?.textContent).toBe('What went wrong?')
  })

  it('selects the option whose row is tapped, and only that one', () => {
    act(() => root.render(<Topic />))
    const [first, second] = container.querySelectorAll<HTMLInputElement>('input[name="topic"]')
    act(() => second!.click())
    expect(container.querySelector('output')?.textContent).toBe('bug')
    expect(second!.checked).toBe(true)
    expect(first!.checked).toBe(false)
  })

  it('names each star for screen readers without the old helper class', () => {
    act(() => root.render(<Topic />))
    const labels = [...container.querySelectorAll('input[name="stars"]')].map(
      (star) => star.closest('label')?.querySelector('.ui-sr-only')?.textContent,
    )
    expect(labels).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
  })
})
