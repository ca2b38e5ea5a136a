// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { PromptTemplates } from './prompt-templates'

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

const template = {
  id: 'explain',
  title: 'Explain a topic',
  text: 'Explain {{topic}} to {{target_audience}}.',
  options: { topic: ['prompts', 'tokens'], target_audience: ['a manager', 'a child'] },
}
const button = (name: string) => [...container.querySelectorAll('button')].find((each) => each.textContent === name)!

it('opens without a browser disclosure, labels each choice for a person and puts the filled prompt in the composer', () => {
  const onUse = vi.fn()
  act(() => root.render(<PromptTemplates templates={[template]} onUse={onUse} />))
  expect(container.querySelector('details, summary')).toBeNull()
  const toggle = button('Prompt templates')
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  act(() => toggle.click())
  act(() => button('Explain a topic').click())
  expect(button('Explain a topic').getAttribute('aria-pressed')).toBe('true')
  expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Topic', 'Target audience'])

  const audience = container.querySelectorAll('select')[1]!
  act(() => {
    audience.value = 'a child'
    audience.dispatchEvent(new Event('change', { bubbles: true }))
  })
  act(() => button('Use this prompt').click())
  expect(onUse).toHaveBeenCalledWith('Explain prompts to a child.')
})
