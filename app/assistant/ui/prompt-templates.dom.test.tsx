// @vitest-environment happy-dom
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { PromptTemplates } from './prompt-templates'

const dom = domRootPerTest()

const template = {
  id: 'explain',
  title: 'Explain a topic',
  text: 'Explain {{topic}} to {{target_audience}}.',
  options: { topic: ['prompts', 'tokens'], target_audience: ['a manager', 'a child'] },
}
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((each) => each.textContent === name)!

it('opens without a browser disclosure, labels each choice for a person and puts the filled prompt in the composer', () => {
  const onUse = vi.fn()
  dom.render(<PromptTemplates templates={[template]} onUse={onUse} />)
  expect(dom.container.querySelector('details, summary')).toBeNull()
  const toggle = button('Prompt templates')
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  act(() => toggle.click())
  act(() => button('Explain a topic').click())
  expect(button('Explain a topic').getAttribute('aria-pressed')).toBe('true')
  expect([...dom.container.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Topic', 'Target audience'])

  const audience = dom.container.querySelectorAll('select')[1]!
  act(() => {
    audience.value = 'a child'
    audience.dispatchEvent(new Event('change', { bubbles: true }))
  })
  act(() => button('Use this prompt').click())
  expect(onUse).toHaveBeenCalledWith('Explain prompts to a child.')
})
