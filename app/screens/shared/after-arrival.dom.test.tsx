// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AfterArrival, ArrivedByTapContext } from './after-arrival'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
})

const screen = (byTap: boolean) => (
  <ArrivedByTapContext.Provider value={byTap}>
    <h1>Choose your plan</h1>
    <AfterArrival>
      <h2>Frequently asked questions</h2>
    </AfterArrival>
  </ArrivedByTapContext.Provider>
)

describe('AfterArrival', () => {
  it('is part of the server-rendered page', () => {
    expect(renderToStaticMarkup(screen(false))).toContain('Frequently asked questions')
  })

  it('renders at once on the screen the page opened with', () => {
    act(() => root.render(screen(false)))
    expect(container.textContent).toContain('Frequently asked questions')
  })

  it('waits for the paint after a tap, then renders', async () => {
    act(() => root.render(screen(true)))
    expect(container.textContent).toContain('Choose your plan')
    expect(container.textContent).not.toContain('Frequently asked questions')
    await act(async () => void vi.advanceTimersToNextFrame())
    expect(container.textContent).not.toContain('Frequently asked questions')
    await act(async () => void vi.runAllTimers())
    expect(container.textContent).toContain('Frequently asked questions')
  })
})
