// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { GrowthProjection } from './growth-projection'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

const ticks = (testId: string) => [...document.querySelectorAll(`[data-testid="${testId}"] text`)].map((text) => text.textContent)
const parse = (label: string) => Number(label.replace('K', 'e3').replace('M', 'e6'))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('GrowthProjection chart', () => {
  it('is drawn by the server with day and follower axes, and the final value on the line', () => {
    document.body.innerHTML = renderToString(<GrowthProjection />)
    expect(ticks('x-tick')).toEqual(['Today', 'Day 30', 'Day 60', 'Day 90'])
    const values = ticks('y-tick').map((label) => parse(label!))
    expect(values[0]).toBe(0)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    const final = document.querySelector('.l-chart-value')!.textContent!
    expect(parse(final)).toBeLessThanOrEqual(values.at(-1)!)
    expect(document.querySelector('svg')!.getAttribute('aria-label')).toBe(`Projected followers: 1K today, ${final} after 90 days`)
    expect(document.querySelector('.l-result strong')!.textContent).toBe(`${final} followers`)
  })

  it('rescales the value axis when the visitor starts from a bigger audience', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<GrowthProjection />))
    const before = ticks('y-tick').at(-1)
    const input = container.querySelector<HTMLInputElement>('input[type="number"]')!
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setValue.call(input, '200000')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const after = ticks('y-tick').at(-1)
    expect(after).not.toBe(before)
    expect(parse(after!)).toBeGreaterThanOrEqual(parse(container.querySelector('.l-chart-value')!.textContent!))
    await act(async () => root.unmount())
  })
})
