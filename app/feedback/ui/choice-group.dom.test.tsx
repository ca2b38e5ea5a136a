// @vitest-environment happy-dom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { ChoiceGroup, RatingChoice } from './choice-group'

const dom = domRootPerTest()

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
    dom.render(<Topic />)
    const rows = [...dom.container.querySelectorAll<HTMLLabelElement>('fieldset.ui-options > label.ui-option')]
    expect(rows.map((row) => row.textContent)).toEqual(['The content', 'Something broke'])
    for (const row of rows) {
      const radio = row.querySelector('input')!
      expect(radio.type).toBe('radio')
      expect(radio.name).toBe('topic')
    }
    expect(dom.container.querySelector('fieldset.ui-options > legend')?.textContent).toBe('What went wrong?')
  })

  it('selects the option whose row is tapped, and only that one', () => {
    dom.render(<Topic />)
    const [first, second] = dom.container.querySelectorAll<HTMLInputElement>('input[name="topic"]')
    act(() => second!.click())
    expect(dom.container.querySelector('output')?.textContent).toBe('bug')
    expect(second!.checked).toBe(true)
    expect(first!.checked).toBe(false)
  })

  it('names each star for screen readers without the old helper class', () => {
    dom.render(<Topic />)
    const labels = [...dom.container.querySelectorAll('input[name="stars"]')].map(
      (star) => star.closest('label')?.querySelector('.ui-sr-only')?.textContent,
    )
    expect(labels).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
  })
})
